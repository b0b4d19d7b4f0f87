import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def both_gradients(dtype):
    with tf.Graph().as_default():
        X = tf.constant([1.0, 2.0, 3.0], dtype)
        Y = tf.constant([1.0, 2.0, 3.0], dtype)
        W = tf.Variable(tf.constant(5.0, dtype))
        cost = tf.reduce_mean(tf.square(X * W - Y))
        manual = tf.reduce_mean((W * X - Y) * X) * 2  # (1)!
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
        [(automatic, _)] = optimizer.compute_gradients(cost, var_list=[W])
        autodiff_order = tf.reduce_sum((1 / 3) * (2 * (W * X - Y)) * X)  # (2)!
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            return sess.run([manual, automatic, autodiff_order])


manual, automatic, by_hand = both_gradients(tf.float32)
print("float32 manual:        ", f32(manual))  # (3)!
print("float32 automatic:     ", f32(automatic))
print("float32 autodiff order:", f32(by_hand))
print("difference:", f"{abs(manual - automatic):.1e}")

manual, automatic, _ = both_gradients(tf.float64)
print(f"float64 manual:    {manual:.12f}")  # (4)!
print(f"float64 automatic: {automatic:.12f}")
print("difference:", f"{abs(manual - automatic):.1e}")
