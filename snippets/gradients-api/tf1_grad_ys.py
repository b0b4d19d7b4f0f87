import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant([1.0, 2.0, 3.0])
    y = x * x
    weights = tf.constant([1.0, 10.0, 100.0])
    plain = tf.gradients(y, x)
    weighted = tf.gradients(y, x, grad_ys=weights)  # (1)!
    with tf.compat.v1.Session() as sess:
        (d_plain,), (d_weighted,) = sess.run([plain, weighted])

print(d_plain.tolist())
print(d_weighted.tolist())
