import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant([1.0, 2.0, 3.0, 4.0])
    y = tf.constant([3.0, 5.0, 7.0, 9.0])  # y = 2x + 1
    W = tf.Variable(0.0, name="W")
    b = tf.Variable(0.0, name="b")
    loss = tf.reduce_mean(tf.square(W * x + b - y))

    global_step = tf.compat.v1.train.get_or_create_global_step()  # (1)!
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.05)
    train_op = optimizer.minimize(loss, global_step=global_step)  # (2)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for _ in range(5):
            loss_value, _ = sess.run([loss, train_op])
            step, W_value, b_value = sess.run([global_step, W, b])
            print(f"step {step}: loss={loss_value:.6f} W={W_value:.6f} b={b_value:.6f}")
