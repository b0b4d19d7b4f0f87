import tensorflow as tf

with tf.Graph().as_default():
    # 1. Decided when asking: the argument of one tf.gradients call.
    a = tf.constant(0.0)
    b = 2 * a
    g_argument = tf.gradients(a + b, [a, b], stop_gradients=[a, b])  # (1)!
    g_plain = tf.gradients(a + b, [a, b])  # (2)!

    # 2. Decided when building: tf.stop_gradient ops in the graph.
    a = tf.stop_gradient(tf.constant(0.0))
    b = tf.stop_gradient(2 * a)
    g_op = tf.gradients(a + b, [a, b])

    results = {"stop_gradients=[a, b]": g_argument, "no stop": g_plain, "tf.stop_gradient": g_op}
    with tf.compat.v1.Session() as sess:
        for name, g in results.items():
            print(f"{name:22} {[float(v) for v in sess.run(g)]}")
