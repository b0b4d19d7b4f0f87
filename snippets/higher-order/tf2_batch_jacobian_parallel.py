import tensorflow as tf

x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])


def batch_jacobian(persistent, parallel_iterations):
    with tf.GradientTape(persistent=persistent) as tape:
        tape.watch(x)
        y = tf.stack([x[:, 0] * x[:, 1], x[:, 1] ** 2, x[:, 2] * x[:, 0]], axis=1)  # (1)!
    return tape.batch_jacobian(y, x, parallel_iterations=parallel_iterations)


reference = batch_jacobian(persistent=False, parallel_iterations=None)  # (2)!
print("example 0:", reference[0].numpy().tolist())
try:
    batch_jacobian(persistent=False, parallel_iterations=2)  # (3)!
except RuntimeError as e:
    print(str(e).strip().splitlines()[-1].strip())  # (4)!
for parallel_iterations in (2, 3):
    jacobian = batch_jacobian(persistent=True, parallel_iterations=parallel_iterations)  # (5)!
    same = bool(tf.reduce_all(jacobian == reference))
    print(f"persistent tape, parallel_iterations={parallel_iterations}: same as the default: {same}")
