import tensorflow as tf

graph = tf.Graph()
with graph.as_default():
    w = tf.compat.v1.Variable(2.0, name="w")
    b = tf.compat.v1.Variable(0.5, name="b")
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.125)
    x = tf.constant([1.0, 2.0])
    logits = tf.stack([w * x, b * x])
    loss = tf.reduce_mean(tf.square(w * x + b - 3.0))
    argmax_loss = tf.cast(tf.reduce_sum(tf.argmax(logits)), tf.float32)  # (1)!
    grads = tf.compat.v1.gradients(loss, [w, b])

    grads_and_vars = zip(grads, [w, b])
    names = [v.op.name for g, v in grads_and_vars]  # (2)!
    print("variables:", names)
    wrong = {
        "the zip, already consumed": grads_and_vars,
        "gradients without variables": grads,
        "gradients of argmax": zip(tf.compat.v1.gradients(argmax_loss, [w, b]), [w, b]),
    }
    for name, argument in wrong.items():
        try:
            optimizer.apply_gradients(argument)
        except (TypeError, ValueError) as e:
            print(f"{name}: {type(e).__name__}: {e}")

    train = optimizer.apply_gradients(list(zip(grads, [w, b])))  # (3)!
    with tf.compat.v1.Session(graph=graph) as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print("gradients:", [float(g) for g in sess.run(grads)])
        sess.run(train)
        print(f"after one step: w {float(sess.run(w))}, b {float(sess.run(b))}")
