import numpy as np
import tensorflow as tf


def fmt(v):
    return np.format_float_positional(np.float32(v), trim="0")


def show(name, g):
    values = ", ".join(fmt(v) for v in g.numpy())
    print(f"{name:24} [{values}]  norm {fmt(tf.norm(g).numpy())}")


g = tf.constant([3.0, 4.0])
show("g", g)
show("clip_by_value(g, -1, 1)", tf.clip_by_value(g, -1.0, 1.0))  # (1)!
show("clip_by_norm(g, 1)", tf.clip_by_norm(g, 1.0))  # (2)!
