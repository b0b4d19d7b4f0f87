import tensorflow as tf

a = tf.constant(0.0)

with tf.GradientTape() as tape:
    tape.watch(a)
    b = 2 * a
    y = a + b
g_full = tape.gradient(y, [a, b])  # (1)!

with tf.GradientTape() as tape:
    tape.watch(a)
    with tape.stop_recording():  # (2)!
        b = 2 * a
    tape.watch(b)
    y = a + b
g_stopped = tape.gradient(y, [a, b])

print(f"{'no stop':16} {[float(g) for g in g_full]}")
print(f"{'stop_recording':16} {[float(g) for g in g_stopped]}")


@tf.function  # (3)!
def graph_gradients(a):
    b = 2 * a
    return tf.gradients(a + b, [a, b], stop_gradients=[a, b])


print(f"{'tf.function':16} {[float(g) for g in graph_gradients(a)]}")
