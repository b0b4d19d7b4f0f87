import tensorflow as tf

w1 = tf.Variable([1.0, 2.0], name="w1")
w2 = tf.Variable([3.0], name="w2")
optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)
optimizer.apply_gradients([(tf.constant([1.0, 1.0]), w1)])  # (1)!
print("optimizer variables:", [v.name for v in optimizer.variables])  # (2)!
try:
    optimizer.apply_gradients([(tf.constant([1.0]), w2)])  # (3)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
