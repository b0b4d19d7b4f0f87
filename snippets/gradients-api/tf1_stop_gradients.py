import tensorflow as tf

with tf.Graph().as_default():
    a = tf.constant(0.0)
    b = 2 * a
    g_stopped = tf.gradients(a + b, [a, b], stop_gradients=[a, b])  # (1)!
    g_full = tf.gradients(a + b, [a, b])  # (2)!

    # The same result, with the stop built into the graph:
    a2 = tf.stop_gradient(tf.constant(0.0))
    b2 = tf.stop_gradient(2 * a2)
    g_built = tf.gradients(a2 + b2, [a2, b2])

    with tf.compat.v1.Session() as sess:
        for name, g in [("stop_gradients", g_stopped), ("none", g_full), ("tf.stop_gradient", g_built)]:
            print(f"{name:16} {[float(v) for v in sess.run(g)]}")
