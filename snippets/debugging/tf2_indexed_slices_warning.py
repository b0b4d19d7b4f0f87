import warnings

import tensorflow as tf


@tf.function
def dense_gradient(table, ids):
    with tf.GradientTape() as tape:
        tape.watch(table)
        loss = tf.reduce_sum(tf.gather(table, ids))
    return tf.convert_to_tensor(tape.gradient(loss, table))  # (1)!


ids = tf.TensorSpec([None], tf.int32)
for shape in ([1_000_000, 100], [None, 100]):  # (2)!
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dense_gradient.get_concrete_function(tf.TensorSpec(shape), ids)  # (3)!
    print(f"table {shape}:", *[f"{w.category.__name__}: {w.message}" for w in caught] or ["no warning"])
print(dense_gradient(tf.zeros([4, 2]), tf.constant([1, 1, 3])).numpy().tolist())  # (4)!


@tf.function
def tied_gradient(table, ids, hidden):
    with tf.GradientTape() as tape:
        tape.watch(table)
        inputs = tf.gather(table, ids)  # the input embedding
        logits = tf.matmul(hidden, table, transpose_b=True)  # (5)!
        loss = tf.reduce_sum(inputs) + tf.reduce_sum(logits)
    return tape.gradient(loss, table)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    tied_gradient.get_concrete_function(tf.TensorSpec([1_000_000, 100]), ids, tf.TensorSpec([None, 100]))
print("tied table:", *[f"{w.category.__name__}: {w.message}" for w in caught] or ["no warning"])
