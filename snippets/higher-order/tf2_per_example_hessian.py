import tensorflow as tf


def model(x):  # one example (x0, x1) -> two outputs (x0^2 x1, x1^3)
    return tf.stack([x[:, 0] ** 2 * x[:, 1], x[:, 1] ** 3], axis=1)


x = tf.constant([[1.0, 2.0], [0.5, -1.0], [-2.0, 0.5]])  # 3 examples
with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = model(x)  # (1)!
    jacobians = inner.batch_jacobian(y, x)  # (2)!
hessians = outer.batch_jacobian(jacobians, x)  # (3)!
print("y:", y.shape, " jacobians:", jacobians.shape, " hessians:", hessians.shape)
for i, (x0, x1) in enumerate(x.numpy().tolist()):
    closed_form = [[[2 * x1, 2 * x0], [2 * x0, 0.0]], [[0.0, 0.0], [0.0, 6 * x1]]]  # (4)!
    print(f"example {i}:", hessians[i].numpy().tolist(), hessians[i].numpy().tolist() == closed_form)
