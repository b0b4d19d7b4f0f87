import tensorflow as tf

tf.get_logger().setLevel("WARNING")
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(
    ["/cpu:0", "/cpu:1"], cross_device_ops=tf.distribute.ReductionToOneDevice()
)
ZERO = tf.UnconnectedGradients.ZERO


class AllReduceTape(tf.GradientTape):  # (1)!
    def gradient(self, target, sources, output_gradients=None):
        grads = super().gradient(target, sources, output_gradients)
        ctx = tf.distribute.get_replica_context()
        return [None if g is None else ctx.all_reduce("MEAN", g) for g in grads]


w, unused = tf.constant(3.0), tf.constant(5.0)


def loss_of(tape):
    tape.watch([w, unused])
    return w * tf.cast(tf.distribute.get_replica_context().replica_id_in_sync_group + 1, tf.float32)


def wrapped_tape_step():
    with AllReduceTape() as tape:
        loss = loss_of(tape)
    return tape.gradient(loss, [w, unused], unconnected_gradients=ZERO)


def plain_tape_step():
    with tf.GradientTape() as tape:
        loss = loss_of(tape)
    grads = tape.gradient(loss, [w, unused], unconnected_gradients=ZERO)  # (2)!
    return tf.distribute.get_replica_context().all_reduce("MEAN", grads)  # (3)!


try:
    strategy.run(wrapped_tape_step)
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
for i, grads in enumerate(strategy.experimental_local_results(strategy.run(plain_tape_step))):
    print(f"replica {i}: dw {float(grads[0])}, d_unused {float(grads[1])}")  # (4)!
