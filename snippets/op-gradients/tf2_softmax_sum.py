import tensorflow as tf


def rounded(values):
    return [round(float(v), 4) + 0.0 for v in values]  # (1)!


logits = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(logits)
    probabilities = tf.nn.softmax(logits)
    first = probabilities[0]
    loss = -tf.math.log(probabilities[2])  # (2)!
print("probabilities:       ", rounded(probabilities))
print("gradient of all:     ", rounded(tape.gradient(probabilities, logits)))  # (3)!
print("gradient of the first:", rounded(tape.gradient(first, logits)))
print("gradient of the loss:", rounded(tape.gradient(loss, logits)))
print("Jacobian row sums:   ", rounded(tf.reduce_sum(tape.jacobian(probabilities, logits), axis=1)))
