import tensorflow as tf

tf.get_logger().setLevel("WARNING")
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(
    ["/cpu:0", "/cpu:1"], cross_device_ops=tf.distribute.ReductionToOneDevice()
)


def allgather(x, static_size):
    ctx = tf.distribute.get_replica_context()

    @tf.custom_gradient
    def gather(x):
        def grad(dy):  # (1)!
            dy = ctx.all_reduce("MEAN", dy)
            if static_size:
                rows = tf.convert_to_tensor([x.shape[0]], dtype=tf.int32)  # (2)!
            else:
                rows = tf.shape(x)[:1]  # (3)!
            sizes = ctx.all_gather(rows, axis=0)
            start = tf.reduce_sum(sizes[: ctx.replica_id_in_sync_group])
            return dy[start : start + rows[0]]

        return ctx.all_gather(x, axis=0), grad

    return gather(x)


def step(x, static_size):
    x = x * tf.cast(tf.distribute.get_replica_context().replica_id_in_sync_group + 1, tf.float32)
    with tf.GradientTape() as tape:
        tape.watch(x)
        loss = tf.reduce_sum(allgather(x, static_size) ** 2) / 2
    return tape.gradient(loss, x)


def traced(static_size):  # (4)!
    return tf.function(lambda x: step(x, static_size), input_signature=[tf.TensorSpec([None, 1])])


x = tf.constant([[1.0], [2.0]])
for label, fn in [
    ("eager, x.shape[0]", lambda x: step(x, True)),
    ("tf.function, x.shape[0]", traced(True)),
    ("tf.function, tf.shape(x)", traced(False)),
]:
    try:
        grads = strategy.experimental_local_results(strategy.run(fn, args=(x,)))
        print(f"{label:25}", "  ".join(str(g.numpy().ravel().tolist()) for g in grads))
    except TypeError as e:
        print(f"{label:25} {str(e).splitlines()[-1].strip()}")  # (5)!
