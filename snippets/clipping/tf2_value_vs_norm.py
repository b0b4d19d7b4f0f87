import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def show(name, g):
    values = ", ".join(f32(v) for v in g.numpy())
    print(f"{name:24} [{values}]  norm {f32(tf.norm(g).numpy())}")


g = tf.constant([3.0, 4.0])
show("g", g)
show("clip_by_value(g, -1, 1)", tf.clip_by_value(g, -1.0, 1.0))  # (1)!
show("clip_by_norm(g, 1)", tf.clip_by_norm(g, 1.0))  # (2)!
