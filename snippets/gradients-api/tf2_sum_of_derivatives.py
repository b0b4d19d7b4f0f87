import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(x)  # (1)!
    y1 = x * x  # dy1/dx = 2x
    y2 = 3.0 * x  # dy2/dx = 3
dx = tape.gradient([y1, y2], x)  # (2)!

print(isinstance(dx, list), dx.shape)
print(dx.numpy().tolist())
