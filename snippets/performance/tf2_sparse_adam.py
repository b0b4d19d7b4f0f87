import tensorflow as tf


def rows_moved(optimizer):
    table = tf.Variable(tf.ones([6, 2]), name="table")  # 6 rows, one per id
    for step in range(7):
        ids = [step % 6]  # (1)!
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(table, ids))
        grad = tape.gradient(loss, table)  # (2)!
        before = tf.identity(table)
        optimizer.apply_gradients([(grad, table)])
    moved = int(tf.reduce_sum(tf.cast(tf.reduce_any(table != before, axis=1), tf.int32)))
    return type(grad).__name__, moved


for name, optimizer in [
    ("SGD", tf.keras.optimizers.SGD(0.1)),
    ("SGD with momentum", tf.keras.optimizers.SGD(0.1, momentum=0.9)),
    ("Adagrad", tf.keras.optimizers.Adagrad(0.1)),
    ("Adam", adam := tf.keras.optimizers.Adam(0.1)),
]:
    kind, moved = rows_moved(optimizer)
    print(f"{name:18} gradient {kind}, rows moved by step 7: {moved} of 6")  # (3)!

slots = [v for v in adam.variables if tuple(v.shape) == (6, 2)]
size = sum(int(tf.size(v)) * 4 for v in slots)
print(
    f"Adam's slots of the table's shape: {len(slots)}, {size} bytes for a table of {6 * 2 * 4} bytes"
)  # (4)!
