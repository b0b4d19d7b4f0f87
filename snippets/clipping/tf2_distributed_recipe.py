import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])


def applied_step(process):  # one SGD step, learning rate 1, from w = 0: returns the step taken
    with strategy.scope():
        w = tf.Variable(0.0)
        optimizer = tf.keras.optimizers.SGD(learning_rate=1.0)

    @tf.function
    def step():
        def replica_step():
            context = tf.distribute.get_replica_context()
            grad = 3.0 + tf.cast(context.replica_id_in_sync_group, tf.float32)  # 3 and 4
            optimizer.apply_gradients([(process(context, grad), w)])

        strategy.run(replica_step)

    step()
    return -w.numpy()


def all_reduce_only(context, grad):  # (1)!
    return context.all_reduce("sum", grad)


def clip_global(context, grad):
    total = context.all_reduce("sum", grad)  # (2)!
    (clipped,), _ = tf.clip_by_global_norm([total], 2.0)
    return clipped / strategy.num_replicas_in_sync  # (3)!


print("all-reduce, then apply:                 step", applied_step(all_reduce_only))
print("all-reduce, clip to 2, divide, apply:   step", applied_step(clip_global))
