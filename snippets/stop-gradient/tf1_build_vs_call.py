import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant(3.0)
    h = 2.0 * x
    y_op = x * tf.stop_gradient(h)  # (1)!
    y_plain = x * h  # no stop in the graph
    calls = {
        name: (tf.gradients(y, x, stop_gradients=[h]), tf.gradients(y, x))  # (2)!
        for name, y in [("x * tf.stop_gradient(h)", y_op), ("x * h", y_plain)]
    }
    (d_h,) = tf.gradients(y_op, h)  # (3)!

    print(f"{'y':24} {'stop_gradients=[h]':19} no argument")
    with tf.compat.v1.Session() as sess:
        for name, (with_arg, without) in calls.items():
            print(f"{name:24} {float(sess.run(with_arg[0])):<19} {float(sess.run(without[0]))}")
print(f"d(x * tf.stop_gradient(h))/dh: {d_h}")
