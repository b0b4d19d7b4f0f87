import tensorflow as tf

table = tf.Variable(tf.ones([4, 2]), name="table")
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.nn.embedding_lookup(table, [1, 1, 3]))
grad = tape.gradient(loss, table)  # (1)!
for name, use in [
    ("grad * 0.5", lambda: grad * 0.5),
    ("grad.numpy()", lambda: grad.numpy()),
    ("grad + grad", lambda: grad + grad),
]:
    try:
        use()
    except (TypeError, AttributeError) as e:
        print(f"{name:<13} {type(e).__name__}: {e}")  # (2)!

dense = tf.convert_to_tensor(grad)  # (3)!
print("dense * 0.5  ", (dense * 0.5).numpy().tolist())
scaled = tf.IndexedSlices(grad.values * 0.5, grad.indices, grad.dense_shape)  # (4)!
print("sparse * 0.5 ", type(scaled).__name__, scaled.values.numpy().tolist())
print("scalar_mul   ", type(tf.math.scalar_mul(0.5, grad)).__name__)  # (5)!
