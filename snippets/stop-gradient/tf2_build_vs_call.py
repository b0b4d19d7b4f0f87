import tensorflow as tf


@tf.function
def two_calls(x, stop_op):
    h = 2.0 * x
    y = x * tf.stop_gradient(h) if stop_op else x * h  # (1)!
    return tf.gradients(y, x, stop_gradients=[h])[0], tf.gradients(y, x)[0]  # (2)!


x = tf.constant(3.0)
print(f"{'y':24} {'stop_gradients=[h]':19} no argument")
for name, stop_op in [("x * tf.stop_gradient(h)", True), ("x * h", False)]:
    with_arg, without = two_calls(x, stop_op)
    print(f"{name:24} {float(with_arg):<19} {float(without)}")

with tf.GradientTape() as tape:  # (3)!
    tape.watch(x)
    h = 2.0 * x
    y = x * tf.stop_gradient(h)
print(f"d(x * tf.stop_gradient(h))/dh: {tape.gradient(y, h)}")
