import tensorflow as tf

t = tf.constant([[3.0, 4.0], [12.0, 0.0]])  # row norms 5 and 12, whole norm 13
whole = tf.clip_by_norm(t, 6.5)  # (1)!
rows = tf.clip_by_norm(t, 6.5, axes=[1])  # (2)!

print("norm of t      ", float(tf.norm(t)))
print("whole tensor   ", whole.numpy().tolist())
print("each row       ", rows.numpy().tolist())
