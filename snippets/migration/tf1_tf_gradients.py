import tensorflow as tf

with tf.Graph().as_default():  # (1)!
    x = tf.constant([1.0, 2.0, 3.0])
    grads = tf.gradients(x * x, x)  # (2)!
    with tf.compat.v1.Session() as sess:
        (dx,) = sess.run(grads)

print("tf.gradients:", dx.tolist())
