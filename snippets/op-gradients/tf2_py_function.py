import numpy as np
import tensorflow as tf

x = tf.constant([0.0, 1.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    with_tf_ops = tf.py_function(lambda v: tf.square(v), [x], tf.float32)  # (1)!
    with_numpy = tf.numpy_function(lambda v: np.square(v), [x], tf.float32)  # (2)!
print("tf.py_function:   ", tape.gradient(with_tf_ops, x).numpy().tolist())
print("tf.numpy_function:", tape.gradient(with_numpy, x))


@tf.custom_gradient
def numpy_square(v):
    y = tf.numpy_function(lambda a: np.square(a), [v], tf.float32)

    def grad(upstream):
        return upstream * 2.0 * v  # (3)!

    return y, grad


with tf.GradientTape() as tape:
    tape.watch(x)
    y = numpy_square(x)
print("numpy + custom gradient:", tape.gradient(y, x).numpy().tolist())
