import tensorflow as tf

a, b = tf.Variable(1.0), tf.Variable(2.0)
with tf.GradientTape(persistent=True) as tape:
    y = 3.0 * a  # (1)!
print("default:", [None if g is None else float(g) for g in tape.gradient(y, [a, b])])
zero = tf.UnconnectedGradients.ZERO  # (2)!
print("ZERO:   ", [float(g) for g in tape.gradient(y, [a, b], unconnected_gradients=zero)])
del tape
