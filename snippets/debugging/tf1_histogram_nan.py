import tensorflow as tf

with tf.Graph().as_default():
    w = tf.Variable([[1.0]], name="kernel")
    loss = tf.reduce_sum(tf.square(tf.matmul([[1.0]], w)))
    train = tf.compat.v1.train.GradientDescentOptimizer(5e9).minimize(loss)  # (1)!
    with tf.name_scope("hidden"):
        summary = tf.compat.v1.summary.histogram("kernel_0", w)  # (2)!
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for step in range(6):
            try:
                sess.run(summary)
                logged = "histogram written"
            except tf.errors.InvalidArgumentError as e:
                logged = f"{type(e).__name__}: {e.message.splitlines()[-2]}"  # (3)!
            print(step, f"kernel {sess.run(w)[0, 0]:.0e}", logged)
            sess.run(train)
