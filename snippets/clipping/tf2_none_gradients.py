import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


w = tf.Variable(5.0, name="w")
unused = tf.Variable(1.0, name="unused")  # the loss never reads it
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
with tf.GradientTape() as tape:
    loss = 10.0 * w
grads_and_vars = list(zip(tape.gradient(loss, [w, unused]), [w, unused]))
print("gradients:", [None if g is None else "tensor" for g, _ in grads_and_vars])

try:
    clipped = [(tf.clip_by_norm(g, 6.0), v) for g, v in grads_and_vars]  # (1)!
except ValueError as e:
    print(f"ValueError: {e}")

clipped = []
for g, v in grads_and_vars:
    if g is not None:  # (2)!
        g = tf.clip_by_norm(g, 6.0)
    clipped.append((g, v))
opt.apply_gradients([(g, v) for g, v in clipped if g is not None])  # (3)!

global_clipped, norm = tf.clip_by_global_norm([g for g, _ in grads_and_vars], 6.0)  # (4)!
values = [None if g is None else float(g) for g in global_clipped]
print("clip_by_global_norm:", values)
print("global norm:", float(norm))
print(f"after one step: w={f32(w.numpy())} unused={f32(unused.numpy())}")
