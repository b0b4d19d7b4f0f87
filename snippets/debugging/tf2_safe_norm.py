import numpy as np
import tensorflow as tf


def rounded(t):
    return np.round(np.asarray(t, dtype=float), 4).tolist()


v = tf.Variable([[0.0, 0.0], [3.0, 4.0]])  # (1)!
with tf.GradientTape(persistent=True) as tape:
    squares = tf.reduce_sum(tf.square(v), axis=-1)
    results = {
        "tf.norm": tf.norm(v, axis=-1),  # (2)!
        "double where": tf.where(squares > 0, tf.sqrt(tf.where(squares > 0, squares, 1.0)), 0.0),  # (3)!
        "tf.clip_by_norm": tf.clip_by_norm(v, 1.0, axes=[-1]),  # (4)!
    }
for name, value in results.items():
    print(f"{name:<16} value {rounded(value)}  gradient {rounded(tape.gradient(value, v))}")
del tape
