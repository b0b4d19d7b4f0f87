import tensorflow as tf

A = tf.Variable(tf.random.stateless_normal([4, 20, 3], seed=[1, 2], dtype=tf.float64))
a = tf.constant([2, 0, 1, 2])  # (1)!
with tf.GradientTape() as tape:
    x = tf.gather(A, a, batch_dims=1, axis=2)  # (2)!
    loss = tf.reduce_mean(x)
dA = tf.convert_to_tensor(tape.gradient(loss, A))
print("x:", x.shape, " dA:", dA.shape)
columns = [sorted(set(tf.where(dA[b] != 0)[:, 1].numpy().tolist())) for b in range(4)]
print("columns with a gradient, per batch:", columns)


def f(A):
    return tf.reduce_mean(tf.gather(A, a, batch_dims=1, axis=2))


_, numerical = tf.test.compute_gradient(f, [A.read_value()])  # (3)!
numerical = tf.reshape(numerical[0], A.shape)
print("matches the finite differences:", bool(tf.reduce_max(tf.abs(dA - numerical)) < 1e-6))
print("sum of dA:", f"{float(tf.reduce_sum(dA)):.4f}")
