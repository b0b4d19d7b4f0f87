import numpy as np
import tensorflow as tf


def f32s(x):  # shortest decimal form of a float32, or of each element: [a, b, ...]
    text = [np.format_float_positional(np.float32(v), trim="0") for v in np.ravel(x)]
    return text[0] if np.ndim(x) == 0 else f"[{', '.join(text)}]"


def one_step(**clip_args):
    a = tf.Variable([0.0, 0.0], name="a")
    b = tf.Variable(0.0, name="b")
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(a * [3.0, 4.0]) + 12.0 * b  # gradients: [3, 4] and 12
    grads = tape.gradient(loss, [a, b])
    opt = tf.keras.optimizers.SGD(learning_rate=1.0, **clip_args)  # (1)!
    opt.apply_gradients(zip(grads, [a, b]))
    return 0.0 - a.numpy(), 0.0 - b.numpy()  # (2)!


print(f"{'optimizer argument':20} {'step of a':11} {'step of b':10} norms (a, b, global)")
for clip_args in [{}, {"clipvalue": 3.5}, {"clipnorm": 6.5}, {"global_clipnorm": 6.5}]:
    step_a, step_b = one_step(**clip_args)
    norms = [np.linalg.norm(s) for s in (step_a, step_b, np.append(step_a, step_b))]
    label = ", ".join(f"{k}={v}" for k, v in clip_args.items()) or "none"
    print(f"{label:20} {f32s(step_a):11} {f32s(step_b):10} {', '.join(f32s(n) for n in norms)}")

try:
    tf.keras.optimizers.SGD(learning_rate=1.0, clipnorm=6.5, global_clipnorm=6.5)  # (3)!
except ValueError as e:
    print(f"ValueError: {e}")
