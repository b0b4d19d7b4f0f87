import tensorflow as tf

w = tf.Variable([0.5, -1.0])
x = tf.constant([[1.0, 2.0], [3.0, 1.0], [-1.0, 1.0]])  # 3 examples
y = tf.constant([1.0, 2.0, 0.0])


def gradient_of_one(example):
    xi, yi = example
    with tf.GradientTape() as tape:
        loss = tf.square(tf.reduce_sum(w * xi) - yi)
    return tape.gradient(loss, w)


@tf.function  # (1)!
def per_example_gradients(x, y):
    with tf.GradientTape() as tape:
        losses = tf.square(tf.linalg.matvec(x, w) - y)  # (2)!
    by_jacobian = tape.jacobian(losses, w)  # (3)!
    by_vmap = tf.vectorized_map(gradient_of_one, (x, y))  # (4)!
    return by_jacobian, by_vmap


by_jacobian, by_vmap = per_example_gradients(x, y)
closed_form = 2 * (tf.linalg.matvec(x, w) - y)[:, None] * x  # (5)!
print("jacobian:       ", by_jacobian.numpy().tolist())
print("vectorized_map: ", by_vmap.numpy().tolist())
print("2 (w.x - y) x:  ", closed_form.numpy().tolist())
print("batch gradient: ", tf.reduce_sum(by_jacobian, axis=0).numpy().tolist())
