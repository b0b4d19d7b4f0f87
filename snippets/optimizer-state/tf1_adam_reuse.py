import tensorflow as tf

with tf.Graph().as_default():
    with tf.compat.v1.variable_scope("model"):
        w = tf.compat.v1.get_variable("w", initializer=[1.0, 2.0])
    with tf.compat.v1.variable_scope("model", reuse=True):  # (1)!
        w_shared = tf.compat.v1.get_variable("w")
        loss = tf.reduce_sum(w_shared * w_shared)
        sgd_step = tf.compat.v1.train.GradientDescentOptimizer(0.25).minimize(loss)  # (2)!
        try:
            tf.compat.v1.train.AdamOptimizer(0.25).minimize(loss)  # (3)!
        except ValueError as e:
            print(f"{type(e).__name__}: {e}")
    adam_step = tf.compat.v1.train.AdamOptimizer(0.25).minimize(loss)  # (4)!
    with tf.compat.v1.variable_scope("model", reuse=tf.compat.v1.AUTO_REUSE):
        auto_step = tf.compat.v1.train.AdamOptimizer(0.25).minimize(loss)  # (5)!
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for step in (sgd_step, adam_step, adam_step, auto_step):
            sess.run(step)
            print("w =", [f"{v:.4f}" for v in sess.run(w)])
