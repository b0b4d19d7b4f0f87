import tensorflow as tf

with tf.Graph().as_default():
    w = tf.Variable(3.0, name="w")
    b = tf.Variable(0.0, name="b")
    unused = tf.Variable(7.0, name="unused")  # the loss never reads it
    x = tf.constant([1.0, 2.0])
    y = tf.constant([1.0, 2.0])
    loss = tf.reduce_mean(tf.square(w * x + b - y))

    opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    grads_and_vars = opt.compute_gradients(loss, var_list=[w, b, unused])  # (1)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for grad, var in grads_and_vars:
            value = None if grad is None else float(sess.run(grad))  # (2)!
            print(f"{var.op.name:7} gradient={value}")
