import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

x = tf.constant([[1.0], [2.0], [3.0], [4.0]])
y = 2 * x + 1
GLOBAL_BATCH = 4
dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(GLOBAL_BATCH)
batch = next(iter(strategy.experimental_distribute_dataset(dataset)))
with strategy.scope():
    dense = tf.keras.layers.Dense(
        1, kernel_initializer="ones", kernel_regularizer=tf.keras.regularizers.L2(0.25)
    )
    model = tf.keras.Sequential([tf.keras.Input((1,)), dense])  # (1)!
mse = tf.keras.losses.MeanSquaredError()  # (2)!
per_example_mse = tf.keras.losses.MeanSquaredError(reduction="none")  # (3)!


def replica_losses(xs, ys):
    pred = model(xs, training=True)
    return {
        "tf.reduce_mean": tf.reduce_mean(tf.square(ys - pred)),  # (4)!
        "MeanSquaredError()": mse(ys, pred),
        "compute_average_loss": tf.nn.compute_average_loss(
            per_example_mse(ys, pred), global_batch_size=GLOBAL_BATCH
        ),
        "sum of model.losses": tf.add_n(model.losses),  # (5)!
        "scale_regularization_loss": tf.nn.scale_regularization_loss(tf.add_n(model.losses)),  # (6)!
    }


results = tf.function(lambda xs, ys: strategy.run(replica_losses, args=(xs, ys)))(*batch)
print(
    f"one device, whole batch: loss {float(mse(y, model(x))):g}, regularization {float(sum(model.losses)):g}"
)
for name, values in results.items():
    local = ", ".join(f"{float(v):g}" for v in strategy.experimental_local_results(values))
    total = float(strategy.reduce("SUM", values, axis=None))
    print(f"{name:26} replicas [{local}], all-reduced sum {total:g}")
