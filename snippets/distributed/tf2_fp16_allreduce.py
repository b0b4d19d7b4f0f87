import tensorflow as tf

tf.get_logger().setLevel("WARNING")
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(
    ["/cpu:0", "/cpu:1"], cross_device_ops=tf.distribute.ReductionToOneDevice()
)
# Each replica's gradient: replica 0 the first row, replica 1 the second.
per_replica = tf.constant([[0.5, 2.0**-25, 1 + 2.0**-10], [1.0, 2.0**-24, 1 + 2.0**-10]])


def all_reduce(dtype, loss_scale=None):
    with strategy.scope():
        w = tf.Variable(tf.zeros(3))
        optimizer = tf.keras.optimizers.SGD(learning_rate=1.0)
        if loss_scale:
            optimizer = tf.keras.mixed_precision.LossScaleOptimizer(
                optimizer, initial_scale=loss_scale, dynamic_growth_steps=100
            )

    @tf.function
    def step():
        def replica_step():
            i = tf.distribute.get_replica_context().replica_id_in_sync_group
            grad = per_replica[i] * (loss_scale or 1)  # (1)!
            optimizer.apply_gradients([(tf.cast(grad, dtype), w)])  # (2)!

        strategy.run(replica_step)

    step()
    ops = step.get_concrete_function().graph.get_operations()
    sent = next(op for op in ops if op.type == "AddN").inputs[0]  # (3)!
    size = sent.shape.num_elements() * sent.dtype.size
    total = ", ".join(f"{v:.10g}" for v in (-w).numpy().tolist())
    label = f"{tf.as_dtype(dtype).name}" + (f", loss scale {loss_scale}" if loss_scale else "")
    print(f"{label:27} all-reduce in {sent.dtype.name:8} {size:2} bytes per replica, sum [{total}]")


all_reduce(tf.float32)
all_reduce(tf.float16)  # (4)!
all_reduce(tf.bfloat16)  # (5)!
all_reduce(tf.float16, loss_scale=1024)  # (6)!
