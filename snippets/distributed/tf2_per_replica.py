import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)  # (1)!
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

x = tf.constant([1.0, 2.0, 3.0, 4.0])
y = 2 * x + 1
GLOBAL_BATCH = 4
dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(GLOBAL_BATCH)
batch = next(iter(strategy.experimental_distribute_dataset(dataset)))  # (2)!
with strategy.scope():
    w, b = tf.Variable(0.0), tf.Variable(0.0)


def replica_gradients(xs, ys, averaged_over):
    with tf.GradientTape() as tape:
        per_example = tf.square(w * xs + b - ys)
        if averaged_over == "global batch":
            loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)  # (3)!
        else:
            loss = tf.reduce_mean(per_example)  # (4)!
    return tape.gradient(loss, [w, b])


@tf.function
def distributed_gradients(xs, ys, averaged_over):
    return strategy.run(replica_gradients, args=(xs, ys, averaged_over))


for averaged_over in ("global batch", "replica's batch"):
    grads = distributed_gradients(*batch, averaged_over)
    local = [[float(g) for g in strategy.experimental_local_results(v)] for v in grads]
    total = [float(strategy.reduce("SUM", v, axis=None)) for v in grads]  # (5)!
    print(f"loss averaged over the {averaged_over}:")
    print(f"  replicas: dw {local[0]}, db {local[1]};  all-reduced sum: dw {total[0]}, db {total[1]}")

with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(w * x + b - y))
print("one device, whole batch: dw {}, db {}".format(*[float(g) for g in tape.gradient(loss, [w, b])]))
