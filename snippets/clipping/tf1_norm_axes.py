import tensorflow as tf

with tf.Graph().as_default():
    t = tf.constant([[3.0, 4.0], [12.0, 0.0]])  # row norms 5 and 12, whole norm 13
    whole = tf.clip_by_norm(t, 6.5)  # (1)!
    rows = tf.clip_by_norm(t, 6.5, axes=[1])  # (2)!
    with tf.compat.v1.Session() as sess:
        norm, whole_value, rows_value = sess.run([tf.norm(t), whole, rows])

print("norm of t      ", float(norm))
print("whole tensor   ", whole_value.tolist())
print("each row       ", rows_value.tolist())
