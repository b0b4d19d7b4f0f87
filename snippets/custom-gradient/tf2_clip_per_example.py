import tensorflow as tf


@tf.custom_gradient
def clip_whole(x):
    return tf.identity(x), lambda upstream: tf.clip_by_norm(upstream, 1.0)  # (1)!


@tf.custom_gradient
def clip_per_example(x):
    def grad(upstream):
        return tf.clip_by_norm(upstream, 1.0, axes=list(range(1, upstream.shape.rank)))  # (2)!

    return tf.identity(x), grad


def fmt(row):
    return "[" + ", ".join(f"{v:.4g}" for v in row) + f"] norm {float(tf.norm(row)):.4g}"


h = tf.zeros([2, 2])  # (3)!
upstream = tf.constant([[3.0, 4.0], [0.6, 0.8]])
for name, clip in (
    ("no clipping", tf.identity),
    ("whole tensor", clip_whole),
    ("per example", clip_per_example),
):
    with tf.GradientTape() as tape:
        tape.watch(h)
        loss = tf.reduce_sum(clip(h) * upstream)  # (4)!
    g = tape.gradient(loss, h)
    print(f"{name:<13} example 0: {fmt(g[0])}  example 1: {fmt(g[1])}")
