import logging

import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(
    ["/cpu:0", "/cpu:1"], cross_device_ops=tf.distribute.HierarchicalCopyAllReduce()
)  # (1)!


class Collect(logging.Handler):
    def emit(self, record):
        print(f"{record.levelname}: {record.getMessage()}")


tf.get_logger().addHandler(collect := Collect())
ids = tf.constant([[0, 1], [1, 3]])  # row i: replica i's token ids
with strategy.scope():
    embedding = tf.keras.layers.Embedding(4, 1, embeddings_initializer="zeros", name="embedding")
    embedding.build((None,))
    optimizer = tf.keras.optimizers.SGD(learning_rate=1.0)


kinds = set()


def replica_step(dense):
    tokens = ids[tf.distribute.get_replica_context().replica_id_in_sync_group]
    with tf.GradientTape() as tape:
        loss = -tf.reduce_sum(embedding(tokens))
    (grad,) = tape.gradient(loss, embedding.trainable_variables)  # (2)!
    if dense:
        grad = tf.convert_to_tensor(grad)  # (3)!
    kinds.add("IndexedSlices" if isinstance(grad, tf.IndexedSlices) else "Tensor")
    optimizer.apply_gradients([(grad, embedding.embeddings)])


for dense in (False, True):
    kinds.clear()
    tf.function(strategy.run)(replica_step, args=(dense,))
    rows = [float(v) for v in embedding.embeddings[:, 0]]
    print(f"gradients {sorted(kinds)}: embedding rows {rows}")
tf.get_logger().removeHandler(collect)
