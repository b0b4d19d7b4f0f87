import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


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
print(f"after one step: w={f32(w.numpy())} x={f32(x.numpy())}")  # (3)!
