import tensorflow as tf

w = tf.Variable(2.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)
print("has minimize:", hasattr(optimizer, "minimize"))  # (1)!
if hasattr(optimizer, "minimize"):  # Keras 2: tf-keras, or TensorFlow 2.15 and earlier
    with tf.GradientTape() as tape:
        loss = w * w
    try:
        optimizer.minimize(loss, [w])  # (2)!
    except ValueError as e:
        print(f"{type(e).__name__}: {e}")
    optimizer.minimize(loss, [w], tape=tape)  # (3)!
    optimizer.minimize(lambda: w * w, [w])  # (4)!
else:
    with tf.GradientTape() as tape:
        loss = w * w
    optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))  # (5)!
print("w =", float(w))
