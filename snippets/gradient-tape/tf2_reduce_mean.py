import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = np.array([3.3, 1.0], dtype=np.float32)
Y = np.array([1.7, 2.0], dtype=np.float32)
W = tf.Variable(0.73290884, name="weight")
b = tf.Variable(0.436841, name="bias")

with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
dW = tape.gradient(loss, W)

per_sample = 2 * (W.numpy() * X + b.numpy() - Y) * X  # (1)!
print("per-sample dW:", [f32(g) for g in per_sample])
print("their mean:   ", f32(per_sample.mean()))
print("tape dW:      ", f32(dW))

# The same in float64, from the decimal values of W and b.
W64, b64 = 0.73290884, 0.436841
per64 = [2 * (W64 * x + b64 - y) * x for x, y in [(3.3, 1.7), (1.0, 2.0)]]  # (2)!
print("float64:      ", [f"{g:.10f}" for g in per64], f"mean={sum(per64) / 2:.10f}")
