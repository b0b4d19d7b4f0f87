import numpy as np
import tensorflow as tf


def show(g):  # None, a scalar in shortest float32 form, or a list
    if g is None:
        return "None"
    if np.ndim(g) == 0:
        return np.format_float_positional(np.float32(g), trim="0")
    return str(g.tolist())


with tf.Graph().as_default():
    X = tf.constant([3.3, 1.0])
    Y = tf.constant([1.7, 2.0])
    W = tf.Variable(0.73290884, name="weight")
    b = tf.Variable(0.436841, name="bias")
    head = tf.Variable([1.0, 1.0], name="head")  # the loss below never reads it
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
    g_none = tf.gradients(loss, [W, b, head])
    g_zero = tf.gradients(loss, [W, b, head], unconnected_gradients=tf.UnconnectedGradients.ZERO)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        none_values = [None if g is None else sess.run(g) for g in g_none]  # (1)!
        zero_values = sess.run(g_zero)

print("NONE:", " ".join(show(g) for g in none_values))
print("ZERO:", " ".join(show(g) for g in zero_values))
