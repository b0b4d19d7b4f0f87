import tensorflow as tf

x = tf.constant(3.0)

with tf.GradientTape(persistent=True) as tape:  # (1)!
    tape.watch(x)
    y = x * x  # dy/dx = 2x
    z = y * y  # dz/dx = 4x^3
print("dy/dx =", float(tape.gradient(y, x)))
print("dz/dx =", float(tape.gradient(z, x)))
del tape  # (2)!

with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
    z = y * y
print("dy/dx =", float(tape.gradient(y, x)))
try:
    tape.gradient(z, x)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
