import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant([1.0, 2.0, 3.0])
    y = x * x  # stage 1
    y_in = tf.compat.v1.placeholder(tf.float32, [3])  # stage 2 receives y as its own input
    loss = tf.reduce_sum(0.5 * y_in * y_in)
    dloss_dy_in = tf.gradients(loss, y_in)[0]
    upstream = tf.compat.v1.placeholder(tf.float32, [3])
    dloss_dx = tf.gradients(y, x, grad_ys=upstream)[0]  # (1)!
    end_to_end = tf.gradients(tf.reduce_sum(0.5 * y * y), x)[0]
    with tf.compat.v1.Session() as sess:
        y_value = sess.run(y)
        dloss_dy = sess.run(dloss_dy_in, {y_in: y_value})  # (2)!
        print("dloss/dy:            ", dloss_dy.tolist())
        print("dloss/dx in 2 stages:", sess.run(dloss_dx, {upstream: dloss_dy}).tolist())
        print("dloss/dx end to end: ", sess.run(end_to_end).tolist())
