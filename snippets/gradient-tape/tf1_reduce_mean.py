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
    loss = tf.reduce_mean(errors)
    per_sample = [tf.gradients(e, W)[0] for e in tf.unstack(errors)]  # (1)!
    (dW,) = tf.gradients(loss, [W])

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        per_sample_values, dW_value = sess.run([per_sample, dW])

print("per-sample dW:", [f32(g) for g in per_sample_values])
print("their mean:   ", f32(np.mean(per_sample_values, dtype=np.float32)))
print("tf.gradients: ", f32(dW_value))
