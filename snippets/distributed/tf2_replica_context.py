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
    dense = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False, name="dense")
    model = tf.keras.Sequential([tf.keras.Input((1,)), dense])
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.0625)


def train_step(xs, ys):
    with tf.GradientTape() as tape:
        per_example = tf.square(ys - model(xs, training=True))[:, 0]
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


try:
    with strategy.scope():
        train_step(x, y)  # (1)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")


@tf.function
def distributed_step(xs, ys):
    per_replica_loss = strategy.run(train_step, args=(xs, ys))  # (2)!
    return strategy.reduce("SUM", per_replica_loss, axis=None)  # (3)!


for step in (1, 2):
    loss = distributed_step(*batch)
    print(f"step {step}: loss {float(loss)}, kernel {float(dense.kernel[0, 0])}")
