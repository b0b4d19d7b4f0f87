import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

GLOBAL_BATCH = 4
graph = tf.Graph()
with graph.as_default(), strategy.scope():
    x = tf.constant([[1.0, 2.0], [3.0, 4.0]])  # row i: replica i's half of the batch
    w = tf.compat.v1.get_variable("w", initializer=1.0, use_resource=True)
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.0625)
    try:
        optimizer.apply_gradients([(tf.constant(1.0), w)])  # (1)!
    except RuntimeError as e:
        print(f"{type(e).__name__}: {e}")

    def train_step():
        xs = x[tf.distribute.get_replica_context().replica_id_in_sync_group]
        per_example = tf.square(2 * xs + 1 - w * xs)
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)
        return loss, optimizer.minimize(loss, var_list=[w])

    per_replica_loss, train_op = strategy.run(train_step)  # (2)!
    loss = strategy.reduce("SUM", per_replica_loss, axis=None)
    init = tf.compat.v1.global_variables_initializer()

with tf.compat.v1.Session(graph=graph) as sess:
    sess.run(init)
    for step in (1, 2):
        loss_value, _ = sess.run([loss, train_op])
        print(f"step {step}: loss {float(loss_value)}, kernel {float(sess.run(w))}")
