import tensorflow as tf

x = tf.constant([-1.0, 0.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    relu, absolute = tf.nn.relu(x), tf.abs(x)
print("x:               ", x.numpy().tolist())
print("relu gradient:   ", tape.gradient(relu, x).numpy().tolist())  # (1)!
print("abs gradient:    ", tape.gradient(absolute, x).numpy().tolist())

y = tf.constant([1.0, 3.0, 3.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(y)
    largest = tf.reduce_max(y)  # (2)!
    pairwise = tf.maximum(y, tf.constant([1.0, 3.0, 0.0]))  # (3)!
    pooled = tf.nn.max_pool1d(tf.reshape(y, [1, 3, 1]), ksize=3, strides=3, padding="VALID")
print("y:               ", y.numpy().tolist())
print("reduce_max:      ", tape.gradient(largest, y).numpy().tolist())
print("maximum(y, c):   ", tape.gradient(pairwise, y).numpy().tolist())
print("max_pool1d:      ", tape.gradient(pooled, y).numpy().tolist())  # (4)!
