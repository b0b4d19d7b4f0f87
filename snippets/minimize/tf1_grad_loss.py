import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def gradient_and_step(grad_loss):
    with tf.Graph().as_default():
        X = [1.0, 2.0, 3.0]
        Y = [1.0, 2.0, 3.0]
        W = tf.Variable(5.0)
        cost = tf.reduce_mean(tf.square(X * W - Y))
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
        start = None if grad_loss is None else tf.constant(grad_loss)
        grads_and_vars = optimizer.compute_gradients(cost, [W], grad_loss=start)  # (1)!
        train = optimizer.apply_gradients(grads_and_vars)
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            grad = sess.run(grads_and_vars[0][0])
            sess.run(train)
            return grad, sess.run(W)


for grad_loss in [None, 0.5, 2.0]:
    grad, W = gradient_and_step(grad_loss)
    print(f"grad_loss={str(grad_loss):<5} gradient={f32(grad):<10} W after one step={f32(W)}")
