import tensorflow as tf

tf.get_logger().setLevel("WARNING")
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(
    ["/cpu:0", "/cpu:1"], cross_device_ops=tf.distribute.ReductionToOneDevice()
)
n = strategy.num_replicas_in_sync


@tf.function
def collective_grads():
    def replica_fn():
        ctx = tf.distribute.get_replica_context()
        x = tf.constant([1.0, 2.0]) * tf.cast(ctx.replica_id_in_sync_group + 1, tf.float32)
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            losses = {  # (1)!
                "all_reduce SUM": tf.reduce_sum(ctx.all_reduce("SUM", x)),
                "all_reduce MEAN": tf.reduce_sum(ctx.all_reduce("MEAN", x)),
                "all_gather": tf.reduce_sum(ctx.all_gather(x, axis=0)),
            }
            losses["all_gather, loss / n"] = losses["all_gather"] / n  # (2)!
        return {k: tape.gradient(v, x) for k, v in losses.items()}  # (3)!

    return strategy.run(replica_fn)


for name, per_replica in collective_grads().items():
    values = strategy.experimental_local_results(per_replica)
    print(f"{name:22}", "  ".join(f"replica {i}: {g.numpy().tolist()}" for i, g in enumerate(values)))
