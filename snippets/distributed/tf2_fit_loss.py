import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

x = tf.constant([[1.0], [2.0], [3.0], [4.0]])
y = 2 * x + 1
GLOBAL_BATCH = 4


class CustomStep(tf.keras.Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.dense = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False, name="dense")
        self.share_tracker = tf.keras.metrics.Mean(name="mean_of_shares")
        self.loss_tracker = tf.keras.metrics.Mean(name="loss")

    def call(self, inputs):
        return self.dense(inputs)

    def train_step(self, data):
        xs, ys, _ = tf.keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            per_example = tf.square(ys - self(xs, training=True))[:, 0]
            loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)  # (1)!
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))  # (2)!
        self.share_tracker.update_state(loss)
        self.loss_tracker.update_state(per_example)  # (3)!
        return {m.name: m.result() for m in (self.share_tracker, self.loss_tracker)}


with strategy.scope():
    model = CustomStep()
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.0625))
history = model.fit(x, y, batch_size=GLOBAL_BATCH, verbose=0).history  # (4)!
print(f"one device, whole batch: loss {float(tf.reduce_mean(tf.square(y - x))):g}")
for name, values in history.items():
    print(f"fit reports {name}: {values[0]:g}")
print(f"kernel after the step: {float(model.dense.kernel[0, 0]):g}")
