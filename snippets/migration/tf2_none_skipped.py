import tensorflow as tf

x = tf.constant([1.0, 2.0])
y = tf.constant([2.0, 4.0])
w = tf.Variable(1.0, name="w")
b = tf.Variable(0.5, name="b")
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)

features = w * x  # (1)!
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(features + b - y))
grads = tape.gradient(loss, [w, b])
print("gradients:", [None if g is None else float(g) for g in grads])

optimizer.apply_gradients(zip(grads, [w, b]))  # (2)!
print(f"w={float(w):.6f} b={float(b):.6f} iterations={int(optimizer.iterations)}")

try:
    optimizer.apply_gradients([(grads[0], w)])  # (3)!
except ValueError as e:
    print(f"ValueError: {e}")
