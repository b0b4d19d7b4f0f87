import tensorflow as tf

x = tf.constant(2.0)


def square_n_times(x, n):
    return tf.while_loop(lambda i, y: i < n, lambda i, y: (i + 1, y * y), (0, x))[1]  # (1)!


with tf.GradientTape() as tape:
    tape.watch(x)
    y = square_n_times(x, 3)
print(f"eager while_loop:   y = {float(y):g}, dy/dx = {float(tape.gradient(y, x)):g}")


@tf.function
def gradient_in_function(x, n):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x
        for _ in tf.range(n):  # (2)!
            y = y * y
    return y, tape.gradient(y, x)


for n in (3, 4):
    y, dy = gradient_in_function(x, tf.constant(n))  # (3)!
    print(f"tf.function, n = {n}: y = {float(y):g}, dy/dx = {float(dy):g}")

v = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(v)
    products = tf.scan(lambda total, e: total * e, v)  # (4)!
    last = products[-1]  # (5)!
print("scan (cumulative product):", products.numpy().tolist())
print("d(last)/dv:", tape.gradient(last, v).numpy().tolist())
