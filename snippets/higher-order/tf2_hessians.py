import tensorflow as tf


@tf.function  # (1)!
def hessian(x):
    y = x[0] ** 2 * x[1] + x[1] ** 3
    return tf.hessians(y, x)[0]  # (2)!


print("tf.hessians in a tf.function:", hessian(tf.constant([1.0, 2.0])).numpy().tolist())
try:
    x = tf.constant([1.0, 2.0])
    tf.hessians(x[0] ** 2 * x[1] + x[1] ** 3, x)  # (3)!
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}")
