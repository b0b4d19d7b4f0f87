import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])
W = tf.Variable(5.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)

print("step  gradient   W")
for step in range(1, 4):
    with tf.GradientTape() as tape:  # (1)!
        cost = tf.reduce_mean(tf.square(X * W - Y))
    gradient = tape.gradient(cost, W)
    optimizer.apply_gradients([(gradient, W)])  # (2)!
    print(f"{step:<5} {f32(gradient):<10} {f32(W)}")
