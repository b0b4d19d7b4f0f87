import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0])

with tf.GradientTape() as tape:
    tape.watch(x)
    y = x**2
    jacobian = tape.jacobian(y, x)  # (1)!
print("jacobian inside the block, diagonal:", tf.linalg.diag_part(jacobian).numpy().tolist())

try:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x**2
        with tape:  # (2)!
            z = y * x
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

with tf.GradientTape() as tape:
    tape.watch(x)
    y = x**2
with tape:  # (3)!
    z = y * x
jacobian = tape.jacobian(z, x)
print("3x^2 after entering the tape twice:", tf.linalg.diag_part(jacobian).numpy().tolist())
