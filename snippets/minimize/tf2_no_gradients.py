import tensorflow as tf

w = tf.Variable(1.0, name="w")
unused = tf.Variable(1.0, name="unused")  # the loss never reads it
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)
with tf.GradientTape() as tape:
    loss = 2.0 * w
grads = tape.gradient(loss, [unused])  # [None]
try:
    optimizer.apply_gradients(zip(grads, [unused]))  # (1)!
except ValueError as e:
    print(f"apply_gradients: ValueError: {e}")
