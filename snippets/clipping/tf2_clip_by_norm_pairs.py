import numpy as np
import tensorflow as tf


def fmt(v):
    return np.format_float_positional(np.float32(v), trim="0")


x = tf.Variable(initial_value=10.0, dtype="float32")
w = tf.Variable(initial_value=5.0, dtype="float32")
opt = tf.keras.optimizers.SGD(0.1)

with tf.GradientTape() as tape:
    y = w * x
grads_vals = list(zip(tape.gradient(y, [w, x]), [w, x]))  # (1)!
clipped = list(grads_vals)
for i, (g, v) in enumerate(clipped):
    if g is not None:
        clipped[i] = (tf.clip_by_norm(g, 6), v)  # (2)!

print([(float(g), float(v)) for g, v in grads_vals])
print([(float(g), float(v)) for g, v in clipped])
opt.apply_gradients(clipped)
print(f"after one step: w={fmt(w.numpy())} x={fmt(x.numpy())}")  # (3)!
