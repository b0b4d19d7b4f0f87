import tensorflow as tf


@tf.custom_gradient
def product(a, b):
    def grad(upstream):  # (1)!
        return upstream * b, upstream * a

    return a * b, grad


@tf.custom_gradient
def product_one_gradient(a, b):
    def grad(upstream):
        return upstream * b  # (2)!

    return a * b, grad


a, b = tf.constant(2.0), tf.constant(5.0)
for f in (product, product_one_gradient):
    try:
        with tf.GradientTape() as tape:
            tape.watch([a, b])
            y = f(a, b)
        da, db = tape.gradient(y, [a, b])
        print(f"{f.__name__}: dy/da = {float(da):g}, dy/db = {float(db):g}")
    except ValueError as e:
        print(f"{f.__name__}: {type(e).__name__}: {e}")
