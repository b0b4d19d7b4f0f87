import tensorflow as tf


@tf.custom_gradient
def halve_gradient(x):
    def grad(upstream):
        return upstream * 0.5

    return tf.identity(x), grad


@tf.custom_gradient
def product(a, b):
    def grad(upstream):
        return upstream * b, upstream * a

    return a * b, grad


a, b = tf.constant(2.0), tf.constant(5.0)
calls = {
    "halve_gradient(a)": lambda: halve_gradient(a),
    "halve_gradient(x=a)": lambda: halve_gradient(x=a),  # (1)!
    "product(a, b)": lambda: product(a, b),
    "product(a, b=b)": lambda: product(a, b=b),  # (2)!
}
for call, f in calls.items():
    with tf.GradientTape() as tape:
        tape.watch([a, b])
        y = f()
    try:
        da, db = tape.gradient(y, [a, b], unconnected_gradients="zero")
        print(f"{call:20} dy/da = {float(da):g}, dy/db = {float(db):g}")
    except ValueError as e:
        print(f"{call:20} {type(e).__name__}: {e}")
