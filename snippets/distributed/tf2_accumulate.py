import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

x = tf.constant([[1.0], [2.0], [3.0], [4.0], [5.0], [6.0], [7.0], [8.0]])
y = 2 * x + 1
MICRO_BATCH, ACCUMULATION_STEPS = 4, 2
EFFECTIVE_BATCH = MICRO_BATCH * ACCUMULATION_STEPS  # (1)!
with strategy.scope():
    dense = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False, name="dense")
    model = tf.keras.Sequential([tf.keras.Input((1,)), dense])
    optimizer = tf.keras.optimizers.SGD(learning_rate=1 / 64)
    accumulators = [
        tf.Variable(
            tf.zeros_like(v),
            trainable=False,
            synchronization=tf.VariableSynchronization.ON_READ,
            aggregation=tf.VariableAggregation.SUM,
        )
        for v in model.trainable_variables
    ]  # (2)!


def accumulate(micro_batch):
    replica = tf.distribute.get_replica_context().replica_id_in_sync_group
    start = micro_batch * MICRO_BATCH + replica * (MICRO_BATCH // 2)  # this replica's half
    xs, ys = x[start : start + MICRO_BATCH // 2], y[start : start + MICRO_BATCH // 2]
    with tf.GradientTape() as tape:
        per_example = tf.square(ys - model(xs, training=True))[:, 0]
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=EFFECTIVE_BATCH)
    for acc, g in zip(accumulators, tape.gradient(loss, model.trainable_variables)):
        acc.assign_add(g)  # (3)!


def apply_and_reset():
    local_sums = [acc.read_value() for acc in accumulators]
    optimizer.apply_gradients(zip(local_sums, model.trainable_variables))  # (4)!
    for acc in accumulators:
        acc.assign(tf.zeros_like(acc))


accumulate_step = tf.function(lambda i: strategy.run(accumulate, args=(i,)))
apply_step = tf.function(lambda: strategy.run(apply_and_reset))
for i in range(1, ACCUMULATION_STEPS + 1):
    accumulate_step(tf.constant(i - 1))
    local = [float(v[0, 0]) for v in strategy.experimental_local_results(accumulators[0])]
    print(f"micro-batch {i}: accumulated per replica {local}, sum {float(accumulators[0][0, 0])}")
    if i % ACCUMULATION_STEPS == 0:
        apply_step()
        print(f"applied: kernel {float(dense.kernel[0, 0])}")

w = tf.Variable(1.0)
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(y - w * x))
grad = tape.gradient(loss, w)
print(f"one device, one batch of {EFFECTIVE_BATCH}: gradient {float(grad)}, kernel {1 - float(grad) / 64}")
