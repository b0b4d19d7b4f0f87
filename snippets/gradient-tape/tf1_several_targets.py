import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    X = tf.constant([3.3, 1.0])
    Y = tf.constant([1.7, 2.0])
    W = tf.Variable(0.73290884, name="weight")
    b = tf.Variable(0.436841, name="bias")
    errors = tf.square(W * X + b - Y)  # one squared error per sample
    e1, e2 = tf.unstack(errors)
    from_list = tf.gradients([e1, e2], W)
    from_vector = tf.gradients(errors, W)
    per_target = [tf.gradients(e, W)[0] for e in [e1, e2]]  # (1)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        (g_list,), (g_vector,), g_each = sess.run([from_list, from_vector, per_target])

print("gradients([e1, e2], W):", f32(g_list))
print("gradients(errors, W):  ", f32(g_vector))
print("one call per target:   ", [f32(g) for g in g_each])
