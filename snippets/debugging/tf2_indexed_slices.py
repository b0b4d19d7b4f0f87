import tensorflow as tf

table = tf.Variable(tf.reshape(tf.range(8, dtype=tf.float32), (4, 2)))  # 4 ids, 2 dims
ids = tf.constant([1, 1, 3])  # (1)!
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.nn.embedding_lookup(table, ids))
grad = tape.gradient(loss, table)
print(type(grad).__name__, "indices", grad.indices.numpy().tolist(), "values", grad.values.numpy().tolist())
dense = tf.convert_to_tensor(grad)  # (2)!
print("as a dense tensor:", dense.numpy().tolist())

clipped, norm = tf.clip_by_global_norm([grad], 3.0)  # (3)!
unchanged = bool(tf.reduce_all(clipped[0].values == grad.values))
print(f"clip_by_global_norm: {type(clipped[0]).__name__}, norm {float(norm):.6g}, unchanged: {unchanged}")
print(f"norm of the dense gradient: {float(tf.norm(dense)):.6g}")  # (4)!
clipped, norm = tf.clip_by_global_norm([dense], 3.0)
print(f"dense, clipped to 3: norm {float(tf.norm(clipped[0])):.6g}")

with tf.GradientTape() as tape:
    rows = tf.nn.embedding_lookup(table, tf.constant([1, 1]))  # (5)!
    loss = tf.reduce_sum(rows * [[1.0, 1.0], [-1.0, -1.0]])
grad = tape.gradient(loss, table)
_, norm = tf.clip_by_global_norm([grad], 3.0)
dense_norm = tf.norm(tf.convert_to_tensor(grad))
print(f"opposite duplicates: norm {float(norm):.6g}, dense norm {float(dense_norm):.6g}")
