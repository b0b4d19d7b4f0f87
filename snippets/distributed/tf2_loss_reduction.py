import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
GLOBAL_BATCH = 4
x = tf.constant([[1.0, 2.0], [3.0, 4.0]])  # row i: replica i's half of the batch
y, pred = 2 * x + 1, x  # the predictions of a kernel of 1, as above


def run(loss_fn):
    def replica_loss():
        i = tf.distribute.get_replica_context().replica_id_in_sync_group
        return loss_fn(y[i][:, None], pred[i][:, None])

    try:
        losses = strategy.run(tf.function(replica_loss))
    except ValueError as e:  # (1)!
        return next(line.strip() for line in str(e).splitlines() if "Please use" in line)
    local = ", ".join(f"{float(v):g}" for v in strategy.experimental_local_results(losses))
    return f"replicas [{local}], sum {float(strategy.reduce('SUM', losses, axis=None)):g}"


print("MeanSquaredError():", run(tf.keras.losses.MeanSquaredError()))  # (2)!
per_example = tf.keras.losses.MeanSquaredError(reduction="none")  # (3)!
print(
    'reduction="none", compute_average_loss:',
    run(lambda t, p: tf.nn.compute_average_loss(per_example(t, p), global_batch_size=GLOBAL_BATCH)),
)
