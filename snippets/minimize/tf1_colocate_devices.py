import tensorflow as tf

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)


def short(device):  # "/job:localhost/replica:0/task:0/device:CPU:1" -> "CPU:1"
    return device.split("device:")[-1] if device else "(none)"


for colocate in [False, True]:
    with tf.Graph().as_default() as graph:
        with tf.device("/cpu:1"):  # (1)!
            x = tf.ones([64, 64])
            W = tf.Variable(tf.ones([64, 64]))
            cost = tf.reduce_sum(tf.tanh(tf.matmul(x, W)))
        before = len(graph.get_operations())
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.01)
        grads_and_vars = optimizer.compute_gradients(  # (2)!
            cost, [W], colocate_gradients_with_ops=colocate
        )
        asked = sorted({short(op.device) for op in graph.get_operations()[before:]})
        train = optimizer.apply_gradients(grads_and_vars)
        options = tf.compat.v1.RunOptions(output_partition_graphs=True)
        metadata = tf.compat.v1.RunMetadata()
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            sess.run(train, options=options, run_metadata=metadata)  # (3)!
        nodes = [node for g in metadata.partition_graphs for node in g.node]
        ran = sorted({short(n.device) for n in nodes if n.name.startswith("gradients/") and n.op[0] != "_"})
        sent = [n.input[0] for n in nodes if n.op == "_Send"]
        sent = [graph.get_tensor_by_name(s if ":" in s else s + ":0") for s in sent]
        nbytes = sum(t.shape.num_elements() * t.dtype.size for t in sent)  # (4)!
    print(f"colocate_gradients_with_ops={colocate}")
    print(f"  device the gradient ops ask for: {asked}")
    print(f"  device that ran them:            {ran}")
    print(f"  tensors copied between devices:  {len(sent)} ({nbytes} bytes)")
