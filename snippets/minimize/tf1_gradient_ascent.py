import tensorflow as tf

with tf.Graph().as_default():
    W = tf.Variable(0.0)
    reward = -tf.square(W - 2.0)  # largest at W = 2
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.25)
    ascend = optimizer.minimize(-reward)  # (1)!
    grads_and_vars = optimizer.compute_gradients(reward)
    ascend_too = optimizer.apply_gradients([(-g, v) for g, v in grads_and_vars])  # (2)!
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print("step  reward  W")
        for step in range(1, 4):
            r, _ = sess.run([reward, ascend])
            print(f"{step:<5} {float(r):<7} {float(sess.run(W))}")
        sess.run(W.initializer)
        sess.run(ascend_too)
        print("negated gradients, one step: W =", float(sess.run(W)))
