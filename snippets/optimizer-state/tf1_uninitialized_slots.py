import tensorflow as tf

with tf.Graph().as_default():
    w = tf.compat.v1.Variable([1.0, 2.0], name="w", use_resource=False)  # (1)!
    loss = tf.reduce_sum(w * w)
    init = tf.compat.v1.global_variables_initializer()  # (2)!
    train_op = tf.compat.v1.train.AdamOptimizer(0.25).minimize(loss)  # (3)!
    with tf.compat.v1.Session() as sess:
        sess.run(init)
        try:
            sess.run(train_op)
        except tf.errors.FailedPreconditionError as e:
            line = next(s for s in e.message.splitlines() if s.startswith("Attempting"))
            print(f"{type(e).__name__}: {line.rsplit(' ', 1)[0]} …")  # (4)!
        uninitialized = sess.run(tf.compat.v1.report_uninitialized_variables())
        print("uninitialized:", [name.decode() for name in uninitialized])
        sess.run(tf.compat.v1.global_variables_initializer())  # (5)!
        for _ in range(2):
            sess.run(train_op)
        print("w =", [f"{v:.4f}" for v in sess.run(w)])
