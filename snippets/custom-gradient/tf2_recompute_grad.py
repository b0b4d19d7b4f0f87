import tensorflow as tf

calls = 0
dense = tf.keras.layers.Dense(3, activation="tanh", kernel_initializer="ones")
dense.build((None, 2))


def block(x):
    global calls
    calls += 1  # (1)!
    return tf.reduce_sum(tf.square(dense(x)), axis=1)


x = tf.constant([[0.5, -0.25], [1.0, 0.75]])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(block(x))
plain = tape.gradient(loss, dense.trainable_variables)
print("forward passes, plain:", calls)

calls = 0
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.recompute_grad(block)(x))  # (2)!
recomputed = tape.gradient(loss, dense.trainable_variables)
print("forward passes, recompute_grad:", calls)  # (3)!
print("same gradients:", all(bool(tf.reduce_all(a == b)) for a, b in zip(plain, recomputed)))
