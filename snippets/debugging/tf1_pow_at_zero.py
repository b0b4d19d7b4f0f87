import tensorflow as tf

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [2])
    p = tf.constant(2.0)
    square = tf.reduce_sum(x**p)  # (1)!
    grads = tf.compat.v1.gradients(square, [x, p])
    checks = tf.compat.v1.add_check_numerics_ops()
    with tf.compat.v1.Session() as sess:
        grad_x, grad_p = sess.run([grads, checks], {x: [4.0, 0.0]})[0]
        print("x ** p:", grad_x.tolist(), f"{grad_p:.4f}")

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [2])
    root = tf.reduce_sum(x**0.5)
    grad = tf.compat.v1.gradients(root, x)[0]
    checks = tf.compat.v1.add_check_numerics_ops()  # (2)!
    with tf.compat.v1.Session() as sess:
        print("x ** 0.5:", sess.run(grad, {x: [4.0, 0.0]}).tolist())
        try:
            sess.run([grad, checks], {x: [4.0, 0.0]})
        except tf.errors.InvalidArgumentError as e:
            lines = e.message.splitlines()
            print(f"{type(e).__name__}:", *[line for line in lines if "Tensor had" in line])  # (3)!
