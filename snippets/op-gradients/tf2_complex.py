import tensorflow as tf

z = tf.Variable(1.0 + 1.0j, dtype=tf.complex64)
with tf.GradientTape() as tape:
    w = z * z  # (1)!
print("d(z*z)/dz by hand: ", complex(2 * z.numpy()))
print("tape.gradient:     ", complex(tape.gradient(w, z).numpy()))  # (2)!

optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)
for step in range(1, 3):
    with tf.GradientTape() as tape:
        loss = tf.math.real(z * tf.math.conj(z))  # (3)!
    gradient = tape.gradient(loss, z)
    optimizer.apply_gradients([(gradient, z)])
    print(f"step {step}: gradient {complex(gradient.numpy())}, z -> {complex(z.numpy())}")
