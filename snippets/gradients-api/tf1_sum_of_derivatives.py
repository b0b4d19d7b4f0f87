import tensorflow as tf

with tf.Graph().as_default():  # (1)!
    x = tf.constant([1.0, 2.0, 3.0])
    y1 = x * x  # dy1/dx = 2x
    y2 = 3.0 * x  # dy2/dx = 3
    grads = tf.gradients([y1, y2], [x])  # (2)!
    print(type(grads).__name__, len(grads))
    with tf.compat.v1.Session() as sess:
        (dx,) = sess.run(grads)

print(dx.tolist())
