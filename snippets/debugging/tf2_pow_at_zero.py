import tensorflow as tf

x = tf.Variable([4.0, 0.0])
p = tf.Variable(2.0)
with tf.GradientTape(persistent=True) as tape:
    square = tf.reduce_sum(x**p)  # (1)!
    root = tf.reduce_sum(x**0.5)  # (2)!
    clamped = tf.reduce_sum(tf.maximum(x, 1e-6) ** 0.5)  # (3)!
    poly = tf.reduce_sum(sum(x**k for k in range(4)))  # (4)!
    horner = tf.reduce_sum(1.0 + x * (1.0 + x * (1.0 + x)))  # (5)!
targets = {"x ** p": square, "x ** 0.5": root, "clamped": clamped, "x ** k": poly, "Horner": horner}
for name, y in targets.items():
    print(f"{name:<9}", *[f"{g:.4f}" for g in tape.gradient(y, x).numpy()])
print("x ** p, gradient for p:", f"{tape.gradient(square, p).numpy():.4f}")
del tape

tf.get_logger().setLevel("WARNING")
tf.debugging.enable_check_numerics()  # (6)!
try:
    with tf.GradientTape() as tape:
        poly = tf.reduce_sum(sum(x**k for k in range(4)))
    tape.gradient(poly, x)
except tf.errors.InvalidArgumentError as e:
    print(f"{type(e).__name__}:", *[line for line in e.message.splitlines() if "!!!" in line])
finally:
    tf.debugging.disable_check_numerics()
