import tensorflow as tf

x = tf.constant([1.0, 2.0])
y = tf.constant([2.0, 4.0])
w = tf.Variable(1.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)


def loss_fn():
    return tf.reduce_mean(tf.square(w * x - y))


try:
    optimizer.compute_gradients(loss_fn, var_list=[w])  # (1)!
except AttributeError as e:
    print(f"AttributeError: {e}")
try:
    optimizer.minimize(loss_fn, var_list=[w])
except AttributeError as e:
    print(f"AttributeError: {e}")

# The fix: the tape computes the gradients, the optimizer applies them.
with tf.GradientTape() as tape:
    loss = loss_fn()
grads = tape.gradient(loss, [w])  # (2)!
print(f"gradient={float(grads[0]):.6f}")
optimizer.apply_gradients(zip(grads, [w]))  # (3)!
print(f"loss={float(loss):.6f} w={float(w):.6f}")
