import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant([1.0, 2.0])
    y = tf.constant([2.0, 4.0])
    w = tf.Variable(1.0)
    loss = tf.reduce_mean(tf.square(w * x - y))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    grads_and_vars = optimizer.compute_gradients(loss, var_list=[w])  # (1)!
    train_op = optimizer.minimize(loss, var_list=[w])  # (2)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print(f"gradient={sess.run(grads_and_vars[0][0]):.6f}")
        loss_value, _ = sess.run([loss, train_op])  # (3)!
        print(f"loss={loss_value:.6f} w={sess.run(w):.6f}")
