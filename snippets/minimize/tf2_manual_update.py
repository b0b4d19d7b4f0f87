import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])
learning_rate = 0.01
W_manual = tf.Variable(5.0)
W_opt = tf.Variable(5.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=learning_rate)

print("step  manual grad  auto grad   W (assign)  W (SGD)")
for step in range(1, 4):
    g_manual = tf.reduce_mean((W_manual * X - Y) * X) * 2
    W_manual.assign(W_manual - learning_rate * g_manual)  # (1)!

    with tf.GradientTape() as tape:
        cost = tf.reduce_mean(tf.square(X * W_opt - Y))
    g_auto = tape.gradient(cost, W_opt)
    optimizer.apply_gradients([(g_auto, W_opt)])
    print(f"{step:<5} {f32(g_manual):<12} {f32(g_auto):<11} {f32(W_manual):<11} {f32(W_opt)}")
