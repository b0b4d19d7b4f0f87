import numpy as np
import tensorflow as tf


def f32s(x):  # shortest decimal form of a float32, or of each element: [a, b, ...]
    text = [np.format_float_positional(np.float32(v), trim="0") for v in np.ravel(x)]
    return text[0] if np.ndim(x) == 0 else f"[{', '.join(text)}]"


a = tf.Variable([0.0, 0.0], name="a")
b = tf.Variable(0.0, name="b")
params = [a, b]  # (1)!
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
max_norm = 6.5


@tf.function
def train_step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(a * [3.0, 4.0]) + 12.0 * b  # gradients: [3, 4] and 12
    gradients = tape.gradient(loss, params)
    clipped, norm = tf.clip_by_global_norm(gradients, max_norm)  # (2)!
    opt.apply_gradients(zip(clipped, params))
    return gradients, clipped, norm


gradients, clipped, norm = train_step()  # (3)!
print("global norm", f32s(norm.numpy()))
print(f"{'variable':9} {'gradient':11} {'clipped':11} after one step")
for p, g, c in zip(params, gradients, clipped):
    print(f"{p.name:9} {f32s(g.numpy()):11} {f32s(c.numpy()):11} {f32s(p.numpy())}")
