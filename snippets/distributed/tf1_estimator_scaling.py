import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

graph = tf.Graph()
with graph.as_default():
    x = tf.constant([[1.0, 2.0], [3.0, 4.0]])  # row i: replica i's half of the batch of 4
    one_w = tf.compat.v1.get_variable("one_w", initializer=1.0, use_resource=True)
    one_device = tf.gradients(tf.compat.v1.losses.mean_squared_error(2 * x + 1, one_w * x), one_w)[0]
with graph.as_default(), strategy.scope():
    w = tf.compat.v1.get_variable("w", initializer=1.0, use_resource=True)
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.0625)

    def gradient_and_norm():
        xs = x[tf.distribute.get_replica_context().replica_id_in_sync_group]
        loss = tf.compat.v1.losses.mean_squared_error(2 * xs + 1, w * xs)  # (1)!
        grad = optimizer.compute_gradients(loss, var_list=[w])[0][0]
        return grad, tf.linalg.global_norm([grad])  # (2)!

    plain = strategy.run(gradient_and_norm)
    with strategy._scale_loss_for_estimator_enabled():  # (3)!
        estimator = strategy.run(gradient_and_norm)
    init = tf.compat.v1.global_variables_initializer()

with tf.compat.v1.Session(graph=graph) as sess:
    sess.run(init)
    print(f"one device, whole batch: gradient {sess.run(one_device):g}")
    for label, (grad, norm) in [("without Estimator", plain), ("as under Estimator", estimator)]:
        grads = sess.run(strategy.experimental_local_results(grad))
        norms = sess.run(strategy.experimental_local_results(norm))
        print(
            f"{label}: replicas {[float(g) for g in grads]}, sum {sum(grads):g};"
            f" norms a clip sees {[float(n) for n in norms]}"  # (4)!
        )
