import tensorflow as tf

w = tf.Variable(2.0, name="w")
loss = w * w  # (1)!

adam = tf.keras.optimizers.Adam(learning_rate=0.25)
try:
    adam.minimize(loss, var_list=[w])  # (2)!
except (AttributeError, ValueError) as e:
    print(f"{type(e).__name__}: {e}")
try:
    adam.apply_gradients([(2 * w, w)], global_step=tf.Variable(0))  # (3)!
except TypeError as e:
    print(f"{type(e).__name__}: {e}")

v1_adam = tf.compat.v1.train.AdamOptimizer(learning_rate=0.25)
try:
    v1_adam.minimize(loss)  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")

# Fix for tf.compat.v1 optimizers: a loss function, called by minimize.
v1_adam.minimize(lambda: w * w)  # (5)!
print(f"compat.v1 Adam, callable loss: w={float(w):.4f}")

# Fix for Keras optimizers: a tape, then apply_gradients.
with tf.GradientTape() as tape:
    loss = w * w
adam.apply_gradients(zip(tape.gradient(loss, [w]), [w]))  # (6)!
print(f"Keras Adam, tape:              w={float(w):.4f} iterations={int(adam.iterations)}")
