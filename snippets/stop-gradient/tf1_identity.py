import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant(3.0)
    s = tf.stop_gradient(x)  # (1)!
    y_full = x * x
    y_half = x * s  # (2)!
    (g_full,) = tf.gradients(y_full, x)
    (g_half,) = tf.gradients(y_half, x)
    (g_stop,) = tf.gradients(s, x)  # (3)!
    with tf.compat.v1.Session() as sess:
        x_value, s_value, d_full, d_half = sess.run([x, s, g_full, g_half])

print(f"forward:  x={float(x_value)} stop_gradient(x)={float(s_value)}")
print(f"d(x * x)/dx                 {float(d_full)}")
print(f"d(x * stop_gradient(x))/dx  {float(d_half)}")
print(f"d(stop_gradient(x))/dx      {g_stop}")
