import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(
    ["/cpu:0", "/cpu:1"], cross_device_ops=tf.distribute.ReductionToOneDevice()
)  # (1)!
CLIP = 10.0
# The replicas' gradients of the example above (loss averaged over the global batch).
per_replica = [tf.constant([-6.5, -4.0]), tf.constant([-28.5, -8.0])]


def show(label, g):
    print(f"{label:36} [{', '.join(f'{float(v):.4f}' for v in g)}]  norm {float(tf.norm(g)):.4f}")


before = sum(tf.clip_by_global_norm([g], CLIP)[0][0] for g in per_replica)  # (2)!
after = tf.clip_by_global_norm([sum(per_replica)], CLIP)[0][0]  # (3)!
show("clip each replica, then all-reduce", before)
show("all-reduce, then clip", after)


@tf.function
def keras_step(optimizer, w, b):
    def replica_step():
        i = tf.distribute.get_replica_context().replica_id_in_sync_group
        dw, db = tf.unstack(tf.gather(tf.stack(per_replica), i))
        optimizer.apply_gradients([(dw, w), (db, b)])  # (4)!

    strategy.run(replica_step)


for option in ("global_clipnorm", "clipnorm", "clipvalue"):  # (5)!
    with strategy.scope():
        w, b = tf.Variable(0.0), tf.Variable(0.0)
        optimizer = tf.keras.optimizers.SGD(learning_rate=1.0, **{option: CLIP})
    keras_step(optimizer, w, b)
    show(f"Keras {option}, two replicas", -tf.stack([w, b]))
