import numpy as np
import tensorflow as tf

x, y = 2.0**-12, 2.0**-13
scale = 1024.0
with tf.Graph().as_default():
    w16 = tf.compat.v1.Variable(1.0, dtype=tf.float16)
    loss = (w16 * tf.constant(x, tf.float16)) * tf.constant(y, tf.float16)
    [plain] = tf.gradients(loss, [w16])  # (1)!
    [scaled] = tf.gradients(loss * tf.constant(scale, tf.float16), [w16])  # (2)!
    unscaled = tf.cast(scaled, tf.float32) / scale
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        p, s, u = sess.run([plain, scaled, unscaled])
print(f"float16: gradient {float(p):.8g}")
print(f"float16, loss scaled by {scale:g}: gradient {float(s):.8g}")
print(f"unscaled in float32: {float(u):.8g}")
print(f"smallest float16 above 0: {np.finfo(np.float16).smallest_subnormal:.8g}")
