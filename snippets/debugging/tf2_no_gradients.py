import tensorflow as tf

w = tf.Variable(2.0)
x = tf.constant(1.3)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)
with tf.GradientTape() as tape:
    loss = tf.square(tf.round(w * x) - 3.0)  # (1)!
grads = tape.gradient(loss, [w])
print("gradients:", grads)  # (2)!
try:
    optimizer.apply_gradients(zip(grads, [w]))
except ValueError as e:
    print(f"{type(e).__name__}: {e}")  # (3)!
