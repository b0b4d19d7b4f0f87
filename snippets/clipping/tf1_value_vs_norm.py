import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    g = tf.constant([3.0, 4.0])
    clipped = {
        "g": g,
        "clip_by_value(g, -1, 1)": tf.clip_by_value(g, -1.0, 1.0),  # (1)!
        "clip_by_norm(g, 1)": tf.clip_by_norm(g, 1.0),  # (2)!
    }
    with tf.compat.v1.Session() as sess:
        for name, t in clipped.items():
            value, norm = sess.run([t, tf.norm(t)])
            values = ", ".join(f32(v) for v in value)
            print(f"{name:24} [{values}]  norm {f32(norm)}")
