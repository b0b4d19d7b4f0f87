import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([3.3, 1.0])
Y = tf.constant([1.7, 2.0])
W = tf.Variable(0.73290884, name="weight")
b = tf.Variable(0.436841, name="bias")
optimizer = tf.keras.optimizers.SGD(0.01)

for step in range(1, 1001):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(W * X + b - Y))
    dW, db = tape.gradient(loss, [W, b])
    if step <= 3 or step % 250 == 0:  # (1)!
        print(f"step {step:4}: W={f32(W)} b={f32(b)} loss={f32(loss)} dW={f32(dW)} db={f32(db)}")
    optimizer.apply_gradients(zip([dW, db], [W, b]))  # (2)!

print(f"after 1000 steps: W={float(W):.6f} b={float(b):.6f}")
