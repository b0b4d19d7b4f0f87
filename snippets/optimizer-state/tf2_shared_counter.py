import tensorflow as tf


def moved(v):
    return f"{1 - float(v):.4f}"


a, b = tf.Variable(1.0), tf.Variable(1.0)
optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)
optimizer.build([a, b])  # (1)!
optimizer.apply_gradients([(tf.constant(1.0), a)])  # (2)!
optimizer.apply_gradients([(tf.constant(1.0), b)])  # (3)!
print(f"one optimizer:  a moved {moved(a)}, b moved {moved(b)}, iterations {int(optimizer.iterations)}")

a, b = tf.Variable(1.0), tf.Variable(1.0)
optimizer_a = tf.keras.optimizers.Adam(learning_rate=0.1)  # (4)!
optimizer_b = tf.keras.optimizers.Adam(learning_rate=0.1)
optimizer_a.apply_gradients([(tf.constant(1.0), a)])
optimizer_b.apply_gradients([(tf.constant(1.0), b)])
counts = f"{int(optimizer_a.iterations)} and {int(optimizer_b.iterations)}"
print(f"two optimizers: a moved {moved(a)}, b moved {moved(b)}, iterations {counts}")
