import numpy as np
import tensorflow as tf


def f(x):
    return tf.reduce_sum(tf.nn.softplus(x) * x)


for dtype in (tf.float64, tf.float32):  # (1)!
    x = tf.constant([[-1.0, 0.5, 2.0]], dtype)
    theoretical, numerical = tf.test.compute_gradient(f, [x])  # (2)!
    error = np.max(np.abs(theoretical[0] - numerical[0]))
    print(f"{dtype.name}: max error < 1e-6: {error < 1e-6}, < 1e-2: {error < 1e-2}")


@tf.custom_gradient
def cube(x):
    def grad(upstream):
        return upstream * 2.0 * x * x  # (3)!

    return x**3, grad


x = tf.constant([1.0, 2.0], tf.float64)
theoretical, numerical = tf.test.compute_gradient(cube, [x])
print("theoretical", [[float(v) for v in row] for row in theoretical[0]])
print("numerical  ", [[round(float(v), 4) + 0.0 for v in row] for row in numerical[0]])  # (4)!
print("max error < 1e-6:", np.max(np.abs(theoretical[0] - numerical[0])) < 1e-6)
