import tensorflow as tf

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [2])
    y = x[0] ** 2 * x[1] + x[1] ** 3
    (grad,) = tf.compat.v1.gradients(y, [x])
    (hessian,) = tf.compat.v1.hessians(y, [x])  # (1)!
    d2y_dx1 = tf.compat.v1.gradients(grad[1], [x])[0]  # (2)!
    with tf.compat.v1.Session() as sess:
        g, h, row = sess.run([grad, hessian, d2y_dx1], {x: [1.0, 2.0]})
        print("gradient:", g.tolist())
        print("hessian:", h.tolist())
        print("gradient of dy/dx1:", row.tolist())
