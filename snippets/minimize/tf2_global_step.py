import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])
W = tf.Variable(5.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)

print("optimizer.iterations")
for i in range(4):
    print(f"step={int(optimizer.iterations)} W={f32(W)}")  # (1)!
    if i < 3:
        with tf.GradientTape() as tape:
            cost = tf.reduce_mean(tf.square(X * W - Y))
        optimizer.apply_gradients([(tape.gradient(cost, W), W)])  # (2)!
