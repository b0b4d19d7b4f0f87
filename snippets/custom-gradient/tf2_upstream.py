import tensorflow as tf


@tf.custom_gradient
def scale_gradient(x):  # (1)!
    def grad(upstream):  # (2)!
        print("upstream:", upstream.numpy().tolist())
        return upstream * 0.5  # (3)!

    return tf.identity(x), grad


x = tf.constant([1.0, 2.0])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = scale_gradient(x)
    loss = tf.reduce_sum(3.0 * y)
print("value:", y.numpy().tolist())
print("gradient:", tape.gradient(loss, x).numpy().tolist())  # (4)!
