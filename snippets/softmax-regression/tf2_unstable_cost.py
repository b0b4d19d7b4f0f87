import tensorflow as tf

logits = tf.constant([[200.0, 0.0]])  # one image, two classes: very sure of class 0 ...
labels = tf.constant([[0.0, 1.0]])  # ... but the label is class 1

with tf.GradientTape(persistent=True) as tape:
    tape.watch(logits)
    by_hand = tf.reduce_mean(-tf.reduce_sum(labels * tf.math.log(tf.nn.softmax(logits)), axis=1))  # (1)!
    fused = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits))  # (2)!
for name, cost in (("log(softmax(z))", by_hand), ("with_logits", fused)):
    print(f"{name:16} cost {float(cost)}, gradient {tape.gradient(cost, logits).numpy().tolist()}")
