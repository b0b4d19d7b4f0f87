import tensorflow as tf


def truncate_mod_gradient(op, grad):  # x - truncate(x / y) * y
    x, y = op.inputs
    return grad, -grad * tf.truncatediv(x, y)


try:
    tf.RegisterGradient("TruncateMod")(truncate_mod_gradient)  # (1)!
except KeyError:  # a type can be registered once per process
    pass

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [1, 4, 4, 1])
    loss = tf.reduce_sum(tf.image.resize(x, [2, 2], method="area"))
    try:
        tf.compat.v1.gradients(loss, x)  # (2)!
    except LookupError as e:
        print(f"{type(e).__name__}: {str(e).split('. ')[0]}")
    loss = tf.reduce_sum(tf.stop_gradient(tf.image.resize(x, [2, 2], method="area")))  # (3)!
    print("stop_gradient:", tf.compat.v1.gradients(loss, x))

    a, b = tf.constant([7.0, -7.0]), tf.constant([2.0, 2.0])
    remainder = tf.truncatemod(a, b)  # (4)!
    grads = tf.compat.v1.gradients(remainder, [a, b])
    with tf.compat.v1.Session() as sess:
        print("truncatemod:", *[v.tolist() for v in sess.run([remainder, *grads])])
