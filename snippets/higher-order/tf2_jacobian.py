import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    y = x**2
jacobian = tape.jacobian(y, x)  # (1)!
print("jacobian", jacobian.shape, jacobian.numpy().tolist())

w = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])  # 3 inputs -> 2 outputs
xb = tf.constant([[1.0, 0.0, 2.0], [0.5, 1.0, -1.0]])  # a batch of 2 examples
with tf.GradientTape(persistent=True) as tape:
    tape.watch(xb)
    yb = tf.matmul(xb, w)  # (2)!
full = tape.jacobian(yb, xb)
per_example = tape.batch_jacobian(yb, xb)  # (3)!
print("jacobian:", full.shape, " batch_jacobian:", per_example.shape)
print("each batch_jacobian[i] is w transposed:", bool(tf.reduce_all(per_example == tf.transpose(w))))
print("cross-example blocks of jacobian are 0:", bool(tf.reduce_all(full[0, :, 1] == 0)))
del tape
