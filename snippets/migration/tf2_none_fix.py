import tensorflow as tf

x = tf.constant([1.0, 2.0])
y = tf.constant([2.0, 4.0])
w = tf.Variable(1.0)

b = tf.constant(0.5)
with tf.GradientTape() as tape:
    tape.watch(b)  # (1)!
    loss = tf.reduce_mean(tf.square(w * x + b - y))
print("constant:", [float(g) for g in tape.gradient(loss, [w, b])])

b = tf.Variable(0.5)  # (2)!
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(w * x + b - y))
grads = tape.gradient(loss, [w, b])
print("variable:", [float(g) for g in grads])

tf.keras.optimizers.SGD(learning_rate=0.1).apply_gradients(zip(grads, [w, b]))
print(f"w={float(w):.6f} b={float(b):.6f}")
