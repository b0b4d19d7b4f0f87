import numpy as np
import tensorflow as tf


def show(label, values):
    text = ", ".join(np.format_float_positional(np.float32(v), trim="0") for v in values)
    print(f"{label:26} [{text}]")


def gradients():
    w, v = tf.Variable(0.0), tf.Variable(0.0)
    with tf.GradientTape() as tape:
        loss = 10.0 * w + 5.0 * v  # gradients: [10, 5], global norm sqrt(125)
    return [w, v], tape.gradient(loss, [w, v])


variables, grads = gradients()
show("gradients", grads)
show("clip_by_value(-1, 1)", [tf.clip_by_value(g, -1.0, 1.0) for g in grads])
show("clip_by_norm(6)", [tf.clip_by_norm(g, 6.0) for g in grads])  # (1)!
clipped, _ = tf.clip_by_global_norm(grads, 6.0)
show("clip_by_global_norm(6)", clipped)

for name, value in [("clipvalue", 1.0), ("clipnorm", 6.0), ("global_clipnorm", 6.0)]:
    variables, grads = gradients()
    optimizer = tf.keras.optimizers.SGD(learning_rate=1.0, **{name: value})  # (2)!
    optimizer.apply_gradients(zip(grads, variables))
    show(f"SGD({name}={value:g})", [-v for v in variables])  # (3)!
