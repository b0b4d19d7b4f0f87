import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
weights = tf.constant([1.0, 0.0, -1.0])
with tf.GradientTape(persistent=True) as tape:  # (1)!
    y = x**2  # (2)!
    total = tf.reduce_sum(y)
    weighted = tf.reduce_sum(weights * y)
print("gradient of y:     ", tape.gradient(y, x).numpy().tolist())  # (3)!
print("gradient of sum(y):", tape.gradient(total, x).numpy().tolist())
print("output_gradients:  ", tape.gradient(y, x, output_gradients=weights).numpy().tolist())  # (4)!
print("gradient of sum(weights * y):", tape.gradient(weighted, x).numpy().tolist())
del tape
