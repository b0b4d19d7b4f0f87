import tensorflow as tf

inf, nan = float("inf"), float("nan")
with tf.Graph().as_default():
    grads = [tf.constant([inf, 1.0]), tf.constant([3.0, 4.0])]  # one element overflowed
    clipped, global_norm = tf.clip_by_global_norm(grads, 5.0)  # (1)!
    by_norm = tf.clip_by_norm(grads[0], 5.0)  # (2)!
    by_value = tf.clip_by_value([nan, inf, 7.0], -5.0, 5.0)  # (3)!
    with tf.compat.v1.Session() as sess:
        clipped, global_norm, by_norm, by_value = sess.run([clipped, global_norm, by_norm, by_value])
print("clip_by_global_norm:", [g.tolist() for g in clipped], "global norm", float(global_norm))
print("clip_by_norm:       ", by_norm.tolist())
print("clip_by_value:      ", by_value.tolist())
