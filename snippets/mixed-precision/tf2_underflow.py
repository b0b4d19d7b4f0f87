import numpy as np
import tensorflow as tf

x, y = 2.0**-12, 2.0**-13  # (1)!
for dtype in (tf.float32, tf.float16):
    w = tf.Variable(1.0, dtype=dtype)
    with tf.GradientTape() as tape:
        loss = (w * tf.constant(x, dtype)) * tf.constant(y, dtype)
    print(f"{dtype.name}: gradient {float(tape.gradient(loss, w)):.8g}")  # (2)!

scale = 1024.0  # (3)!
w = tf.Variable(1.0, dtype=tf.float16)
with tf.GradientTape() as tape:
    loss = (w * tf.constant(x, tf.float16)) * tf.constant(y, tf.float16)
    scaled_loss = loss * tf.constant(scale, tf.float16)
scaled = tape.gradient(scaled_loss, w)
print(f"float16, loss scaled by {scale:g}: gradient {float(scaled):.8g}")
print(f"unscaled in float32: {float(tf.cast(scaled, tf.float32) / scale):.8g}")  # (4)!
print(f"smallest float16 above 0: {np.finfo(np.float16).smallest_subnormal:.8g}")
