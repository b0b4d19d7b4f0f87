import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant([1.0, 2.0])
    y = tf.constant([2.0, 4.0])
    w = tf.Variable(1.0)

    c = tf.constant(0.5)
    loss_c = tf.reduce_mean(tf.square(w * x + c - y))
    grads_c = tf.gradients(loss_c, [w, c])  # (1)!

    b = tf.Variable(0.5)
    loss = tf.reduce_mean(tf.square(w * x + b - y))
    grads = tf.gradients(loss, [w, b])
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    train_op = optimizer.apply_gradients(zip(grads, [w, b]))

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print("constant:", [float(g) for g in sess.run(grads_c)])
        print("variable:", [float(g) for g in sess.run(grads)])
        sess.run(train_op)
        w_value, b_value = sess.run([w, b])
print(f"w={w_value:.6f} b={b_value:.6f}")
