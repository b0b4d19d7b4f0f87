import tensorflow as tf

with tf.Graph().as_default():
    w = tf.Variable(3.0)
    unused = tf.Variable(1.0)  # the loss never reads it
    loss = w * w
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
    grads_and_vars = optimizer.compute_gradients(loss)  # (1)!
    grads = [g for g, v in grads_and_vars]
    print("gradients:", ["None" if g is None else "tensor" for g in grads])
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        try:
            sess.run(grads)  # (2)!
        except TypeError as e:
            print(f"{type(e).__name__}: {e}")
        connected = [(g, v) for g, v in grads_and_vars if g is not None]  # (3)!
        print("fetched:", [float(g) for g in sess.run([g for g, v in connected])])
        zeros = tf.gradients(loss, [w, unused], unconnected_gradients="zero")  # (4)!
        print("with zeros:", [float(g) for g in sess.run(zeros)])
