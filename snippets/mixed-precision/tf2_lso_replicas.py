import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])


def one_step(process, replica_grads):  # one SGD step from w = 0, with each replica's gradient
    with strategy.scope():
        w = tf.Variable(0.0)
        optimizer = tf.keras.mixed_precision.LossScaleOptimizer(
            tf.keras.optimizers.SGD(learning_rate=1.0), initial_scale=1024.0
        )
        optimizer.build([w])  # (1)!

    @tf.function
    def step():
        def replica_step():
            context = tf.distribute.get_replica_context()
            grad = tf.constant(replica_grads)[context.replica_id_in_sync_group]
            scaled = optimizer.scale_loss(grad)
            optimizer.apply_gradients(zip(process(context, [scaled]), [w]))  # (2)!

        strategy.run(replica_step)

    step()
    w_now, scale, steps = w.numpy(), optimizer.dynamic_scale.numpy(), optimizer.iterations.numpy()
    print(f"{process.__name__:21} {replica_grads}: w {w_now:g}, scale {scale:g}, iterations {steps:d}")


def as_is(context, grads):
    return grads


def skip_on_every_replica(context, grads):
    finite = tf.reduce_all([tf.reduce_all(tf.math.is_finite(g)) for g in grads])
    n_bad = context.all_reduce("sum", tf.cast(~finite, tf.float32))  # (3)!
    return [tf.where(n_bad > 0, float("nan"), g) for g in grads]  # (4)!


INF = float("inf")
print(f"replicas: {strategy.num_replicas_in_sync}, gradients listed as (replica 0, replica 1)")
one_step(as_is, (1.0, INF))
one_step(as_is, (INF, 1.0))
one_step(skip_on_every_replica, (1.0, INF))
one_step(skip_on_every_replica, (1.0, 1.0))
