import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
with strategy.scope():
    w = tf.Variable(0.0)
    optimizer = tf.keras.optimizers.SGD(learning_rate=1.0)
    optimizer.build([w])


def local_grad(bad_replica):  # replica 0 computes 3, replica 1 computes 4, and the bad replica inf
    replica = tf.distribute.get_replica_context().replica_id_in_sync_group
    return tf.where(replica == bad_replica, float("inf"), 3.0 + tf.cast(replica, tf.float32))


@tf.function
def skip_in_each_replica(bad_replica):  # the one-device recipe, run by every replica
    def replica_step():
        grad = local_grad(bad_replica)
        if tf.math.is_finite(grad):  # (1)!
            optimizer.apply_gradients(zip(tf.clip_by_global_norm([grad], 2.0)[0], [w]))

    strategy.run(replica_step)


@tf.function
def skip_once(bad_replica):
    grad = strategy.reduce("sum", strategy.run(local_grad, args=(bad_replica,)), axis=None)  # (2)!
    if tf.math.is_finite(grad):  # (3)!
        optimizer.apply_gradients(zip(tf.clip_by_global_norm([grad], 2.0)[0], [w]))


def attempt(step, bad_replica):
    try:
        step(bad_replica)
    except (RuntimeError, AttributeError) as e:
        last_line = str(e).strip().splitlines()[-1].strip()  # autograph puts a traceback first
        message = last_line.removeprefix(f"{type(e).__name__}: ").split(". ")[0]
        return f"{type(e).__name__}: {message}"
    return f"w = {w.numpy()}, iterations {optimizer.iterations.numpy()}"


print("decided in each replica:", attempt(skip_in_each_replica, -1))
print("decided once, replica 1 inf:", attempt(skip_once, 1))
print("decided once, all finite:   ", attempt(skip_once, -1))  # -1: no replica is bad
with strategy.scope():  # (4)!
    print("decided once, in strategy.scope():", attempt(skip_once, -1))
