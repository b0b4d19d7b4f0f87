import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    x = tf.Variable(initial_value=10.0, dtype="float32")
    w = tf.Variable(initial_value=5.0, dtype="float32")
    y = w * x

    opt = tf.compat.v1.train.GradientDescentOptimizer(0.1)
    grads_vals = opt.compute_gradients(y, [w, x])  # (1)!
    clipped = list(grads_vals)
    for i, (g, v) in enumerate(clipped):
        if g is not None:
            clipped[i] = (tf.clip_by_norm(g, 6), v)  # (2)!
    train_op = opt.apply_gradients(clipped)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print([(float(g), float(v)) for g, v in sess.run(grads_vals)])
        print([(float(g), float(v)) for g, v in sess.run(clipped)])
        sess.run(train_op)
        print(f"after one step: w={f32(sess.run(w))} x={f32(sess.run(x))}")  # (3)!
