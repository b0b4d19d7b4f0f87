import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def gradient_and_step(grad_loss):
    X = tf.constant([1.0, 2.0, 3.0])
    Y = tf.constant([1.0, 2.0, 3.0])
    W = tf.Variable(5.0)
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)
    with tf.GradientTape() as tape:
        cost = tf.reduce_mean(tf.square(X * W - Y))
    start = None if grad_loss is None else tf.constant(grad_loss)
    grad = tape.gradient(cost, W, output_gradients=start)  # (1)!
    optimizer.apply_gradients([(grad, W)])
    return grad, W


for grad_loss in [None, 0.5, 2.0]:
    grad, W = gradient_and_step(grad_loss)
    print(f"grad_loss={str(grad_loss):<5} gradient={f32(grad):<10} W after one step={f32(W)}")
