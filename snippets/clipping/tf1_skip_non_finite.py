import tensorflow as tf

with tf.Graph().as_default():
    w = tf.Variable([1.0, 2.0])
    x = tf.compat.v1.placeholder(tf.float32, shape=(2,))
    loss = tf.reduce_sum(w * x)  # the gradient with respect to w is x
    opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.5)
    grads, variables = zip(*opt.compute_gradients(loss, [w]))
    finite = tf.reduce_all([tf.reduce_all(tf.math.is_finite(g)) for g in grads])  # (1)!
    clipped, _ = tf.clip_by_global_norm(grads, 1.0)
    train_op = tf.cond(finite, lambda: opt.apply_gradients(zip(clipped, variables)), tf.no_op)
    checked = tf.debugging.check_numerics(grads[0], "gradient of w")  # (2)!
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for value in ([0.5, 0.5], [float("inf"), 1.0], [0.0, 2.0]):
            applied, _ = sess.run([finite, train_op], {x: value})
            print(f"x={value}: {'applied' if applied else 'skipped'}, w={sess.run(w).tolist()}")
        try:
            sess.run(checked, {x: [float("inf"), 1.0]})
        except tf.errors.InvalidArgumentError as e:
            print("check_numerics: InvalidArgumentError, Inf reported:", "Tensor had Inf values" in e.message)
