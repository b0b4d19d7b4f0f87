import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


x = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])
y = 2 * x + 1
w, b = tf.Variable(0.0), tf.Variable(0.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01, gradient_accumulation_steps=4)  # (1)!

for i in range(4):
    with tf.GradientTape() as tape:
        xs, ys = x[2 * i : 2 * i + 2], y[2 * i : 2 * i + 2]
        loss = tf.reduce_mean(tf.square(w * xs + b - ys))
    optimizer.apply_gradients(zip(tape.gradient(loss, [w, b]), [w, b]))  # (2)!
    print(f"micro-batch {i}: iterations {int(optimizer.iterations)}, w={f32(w)} b={f32(b)}")
