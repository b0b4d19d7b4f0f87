import numpy as np
import tensorflow as tf

table = tf.Variable(tf.zeros((4, 1)))  # an embedding table: 4 rows of 1
ids = tf.constant([1, 3] * 500)  # 1,000 lookups of rows 1 and 3
weights = tf.constant(1 / np.arange(1, 1001, dtype=np.float32))  # (1)!
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.gather(table, ids)[:, 0] * weights)
grad = tape.gradient(loss, table)
print(type(grad).__name__, "with", int(tf.size(grad.indices)), "rows")  # (2)!


def dense_rows(values, indices):  # what converting the gradient to a dense tensor computes
    dense = tf.math.unsorted_segment_sum(values, indices, num_segments=4)  # (3)!
    return f"row 1: {float(dense[1, 0]):.9g}  row 3: {float(dense[3, 0]):.9g}"


print("in lookup order:   ", dense_rows(grad.values, grad.indices))
rng = np.random.default_rng(0)
for run in range(1, 4):
    order = rng.permutation(1000)  # (4)!
    values, indices = tf.gather(grad.values, order), tf.gather(grad.indices, order)
    print(f"arrival order {run}:  ", dense_rows(values, indices))

tf.config.experimental.enable_op_determinism()  # (5)!
print("op determinism, CPU:", dense_rows(grad.values, grad.indices))
