import tensorflow as tf

v1 = tf.compat.v1
graph = tf.Graph()
with graph.as_default():
    real = tf.constant([[2.0], [3.0]])
    noise = tf.constant([[0.5], [1.0]])

    def dense(x, scope):
        with v1.variable_scope(scope, reuse=v1.AUTO_REUSE):  # (1)!
            kernel = v1.get_variable("kernel", initializer=[[1.0]])
            bias = v1.get_variable("bias", initializer=[0.0])
        return tf.matmul(x, kernel) + bias

    d_loss = tf.reduce_mean(tf.square(dense(real, "discriminator") - 1.0)) + tf.reduce_mean(
        tf.square(dense(dense(noise, "generator"), "discriminator"))
    )
    g_loss = tf.reduce_mean(tf.square(dense(dense(noise, "generator"), "discriminator") - 1.0))

    t_vars = v1.trainable_variables()
    d_vars = [v for v in t_vars if v.name.startswith("discriminator/")]  # (2)!
    g_vars = [v for v in t_vars if v.name.startswith("generator/")]
    print("d_vars:", [v.name for v in d_vars], " g_vars:", [v.name for v in g_vars])
    d_train = v1.train.GradientDescentOptimizer(0.1).minimize(d_loss, var_list=d_vars)
    g_train = v1.train.GradientDescentOptimizer(0.2).minimize(g_loss, var_list=g_vars)

    with v1.Session(graph=graph) as sess:
        sess.run(v1.global_variables_initializer())

        def values(variables):
            return " ".join(f"{float(v.reshape(())):.4f}" for v in sess.run(variables))

        for step in (1, 2):
            d_value, _ = sess.run([d_loss, d_train])  # (3)!
            g_value, _ = sess.run([g_loss, g_train])
            losses = f"d_loss={d_value:.4f} g_loss={g_value:.4f}"
            print(f"step {step}: {losses} D: {values(d_vars)}  G: {values(g_vars)}")
