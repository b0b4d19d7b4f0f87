import tensorflow as tf

inf, nan = float("inf"), float("nan")
grads = [tf.constant([inf, 1.0]), tf.constant([3.0, 4.0])]  # one element overflowed

clipped, global_norm = tf.clip_by_global_norm(grads, 5.0)  # (1)!
print("clip_by_global_norm:", [g.numpy().tolist() for g in clipped], "global norm", float(global_norm))
print("clip_by_norm:       ", tf.clip_by_norm(grads[0], 5.0).numpy().tolist())  # (2)!
print("clip_by_value:      ", tf.clip_by_value([nan, inf, 7.0], -5.0, 5.0).numpy().tolist())  # (3)!
