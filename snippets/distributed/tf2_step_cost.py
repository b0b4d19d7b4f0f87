from collections import Counter

import tensorflow as tf

tf.get_logger().setLevel("WARNING")
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)


def step_graph(devices, cross_device_ops, global_batch):
    strategy = tf.distribute.MirroredStrategy(devices, cross_device_ops=cross_device_ops)
    with strategy.scope():
        model = tf.keras.Sequential(
            [tf.keras.Input((32,)), tf.keras.layers.Dense(16), tf.keras.layers.Dense(1)]
        )
        optimizer = tf.keras.optimizers.SGD(0.1)

    def replica_step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.nn.compute_average_loss(tf.square(y - model(x))[:, 0], global_batch_size=global_batch)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))

    data = tf.data.Dataset.from_tensors((tf.ones([global_batch, 32]), tf.ones([global_batch, 1])))
    x, y = next(iter(strategy.experimental_distribute_dataset(data)))
    rows = [int(t.shape[0]) for t in strategy.experimental_local_results(x)]  # (1)!
    step = tf.function(lambda x, y: strategy.run(replica_step, args=(x, y)))
    ops = step.get_concrete_function(x, y).graph.get_operations()  # (2)!
    adds = [op for op in ops if op.type == "AddN"]  # (3)!
    sent = sum(op.inputs[0].shape.num_elements() * op.inputs[0].dtype.size for op in adds)
    matmuls = Counter(op.type for op in ops)["MatMul"]
    print(
        f"{len(devices)} replica(s), global batch {global_batch:2}: rows per replica {rows},"
        f" MatMul {matmuls:2}, all-reduce {len(adds)} AddN of {sent} bytes per replica"
    )


step_graph(["/cpu:0"], None, 8)
step_graph(["/cpu:0", "/cpu:1"], tf.distribute.ReductionToOneDevice(), 8)
step_graph(["/cpu:0", "/cpu:1"], tf.distribute.ReductionToOneDevice(), 64)  # (4)!
step_graph(["/cpu:0", "/cpu:1"], tf.distribute.HierarchicalCopyAllReduce(), 64)  # (5)!
