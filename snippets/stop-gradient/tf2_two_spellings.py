import tensorflow as tf


@tf.function  # (1)!
def with_argument(a, stop):
    b = 2 * a
    return tf.gradients(a + b, [a, b], stop_gradients=[a, b] if stop else None)


a = tf.constant(0.0)
g_argument = with_argument(a, stop=True)
g_plain = with_argument(a, stop=False)  # (2)!

with tf.GradientTape() as tape:
    a = tf.stop_gradient(tf.constant(0.0))
    tape.watch(a)  # (3)!
    b = tf.stop_gradient(2 * a)
    tape.watch(b)
    y = a + b
g_op = tape.gradient(y, [a, b])

results = {"stop_gradients=[a, b]": g_argument, "no stop": g_plain, "tf.stop_gradient": g_op}
for name, g in results.items():
    print(f"{name:22} {[float(v) for v in g]}")
