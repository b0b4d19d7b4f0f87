import tensorflow as tf

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, shape=[None])  # (1)!
    y = tf.reduce_sum(x * x)
    (dy_dx,) = tf.gradients(y, x)

    with tf.compat.v1.Session() as sess:
        for batch in [[1.0, 2.0, 3.0], [0.5, -1.0]]:
            y_value, dy_value = sess.run([y, dy_dx], feed_dict={x: batch})  # (2)!
            print(f"y={y_value:.6f} dy/dx={dy_value.tolist()}")
