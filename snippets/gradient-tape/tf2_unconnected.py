import numpy as np
import tensorflow as tf


def show(g):  # None, a scalar in shortest float32 form, or a list
    if g is None:
        return "None"
    if g.shape.rank == 0:
        return np.format_float_positional(np.float32(g), trim="0")
    return str(g.numpy().tolist())


X = tf.constant([3.3, 1.0])
Y = tf.constant([1.7, 2.0])
W = tf.Variable(0.73290884, name="weight")
b = tf.Variable(0.436841, name="bias")
head = tf.Variable([1.0, 1.0], name="head")  # the loss below never reads it

with tf.GradientTape(persistent=True) as tape:
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
g_none = tape.gradient(loss, [W, b, head])
g_zero = tape.gradient(loss, [W, b, head], unconnected_gradients=tf.UnconnectedGradients.ZERO)  # (1)!
del tape

print("NONE:", " ".join(show(g) for g in g_none))
print("ZERO:", " ".join(show(g) for g in g_zero))
