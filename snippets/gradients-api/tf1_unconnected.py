import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant(2.0)
    z = tf.constant(5.0)  # y does not depend on z
    y = x * x
    g_none = tf.gradients(y, [x, z])  # (1)!
    g_zero = tf.gradients(y, [x, z], unconnected_gradients=tf.UnconnectedGradients.ZERO)
    print(g_none[1])
    with tf.compat.v1.Session() as sess:
        print([float(v) for v in sess.run(g_zero)])
