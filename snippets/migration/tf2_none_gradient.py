import tensorflow as tf

x = tf.constant([1.0, 2.0])
y = tf.constant([2.0, 4.0])
w = tf.Variable(1.0)
b = tf.constant(0.5)  # (1)!

with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(w * x + b - y))
grad_w, grad_b = tape.gradient(loss, [w, b])
print("grad_w:", float(grad_w))
print("grad_b:", grad_b)  # (2)!

try:
    b = b - 0.1 * grad_b
except TypeError as e:
    print(f"TypeError: {e}")
