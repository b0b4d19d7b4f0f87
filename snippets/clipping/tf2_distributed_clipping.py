import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)  # (1)!
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])


def applied_step(**clip):  # one SGD step, learning rate 1, from w = 0: returns the step taken
    with strategy.scope():
        w = tf.Variable(0.0)
        optimizer = tf.keras.optimizers.SGD(learning_rate=1.0, **clip)

    @tf.function
    def step():
        def replica_step():
            replica = tf.distribute.get_replica_context().replica_id_in_sync_group
            grad = 3.0 + tf.cast(replica, tf.float32)  # (2)!
            optimizer.apply_gradients([(grad, w)])

        strategy.run(replica_step)

    step()
    return -w.numpy()


print("replicas:", strategy.num_replicas_in_sync)
for clip in ({}, {"global_clipnorm": 2.0}, {"clipnorm": 2.0}, {"clipvalue": 2.0}):
    print(f"{str(clip):26} step {applied_step(**clip)}")  # (3)!
