import tensorflow as tf

x = tf.constant([1.0, 2.0])
v = tf.constant([1.0, -1.0])
with tf.autodiff.ForwardAccumulator(primals=x, tangents=v) as acc:  # (1)!
    y = tf.stack([x[0] ** 2 * x[1], x[1] ** 3])
print("value:", y.numpy().tolist())
print("J @ v (forward mode):", acc.jvp(y).numpy().tolist())  # (2)!

x0, x1 = x.numpy().tolist()
v0, v1 = v.numpy().tolist()
jacobian = [[2 * x0 * x1, x0**2], [0.0, 3 * x1**2]]  # (3)!
print("J @ v (closed form): ", [row[0] * v0 + row[1] * v1 for row in jacobian])
