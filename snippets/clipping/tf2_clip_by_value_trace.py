import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])
W = tf.Variable(5.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)

print("step  manual gradient  W          clipped gradient")
for step in range(100):
    with tf.GradientTape() as tape:
        cost = tf.reduce_mean(tf.square(X * W - Y))
    grad = tape.gradient(cost, W)  # (1)!
    clipped = tf.clip_by_value(grad, -1.0, 1.0)
    manual = tf.reduce_mean((W * X - Y) * X) * 2
    if step < 5 or step == 99:
        print(f"{step:<5} {f32(manual):<16} {f32(W.numpy()):<10} {f32(clipped)}")
    elif step == 5:
        print("...")
    optimizer.apply_gradients([(clipped, W)])  # (2)!
