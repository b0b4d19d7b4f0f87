import numpy as np
import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)

x = np.ones((4, 1), np.float32)
y = np.full((4, 1), 8.0, np.float32)  # at w = 0 the mean squared error has the gradient -16


class GlobalClipModel(tf.keras.Sequential):
    clip_norm = 1.0

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(x=x, y=y, y_pred=self(x, training=True))  # (1)!
        grads = tape.gradient(loss, self.trainable_variables)
        context = tf.distribute.get_replica_context()
        total = context.all_reduce("sum", grads)  # (2)!
        clipped, norm = tf.clip_by_global_norm(total, self.clip_norm)
        shares = [g / context.num_replicas_in_sync for g in clipped]  # (3)!
        self.optimizer.apply_gradients(zip(shares, self.trainable_variables))
        return {"norm": norm}  # (4)!


def first_step(clip_norm):  # model.fit on two devices, one batch of 4, SGD with learning rate 1
    with tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"]).scope():
        model = GlobalClipModel(
            [
                tf.keras.Input((1,)),
                tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="zeros"),
            ]
        )
        model.clip_norm = clip_norm
        model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=1.0), loss="mse")  # (5)!
    model.fit(x, y, batch_size=4, epochs=1, verbose=0, shuffle=False)
    return model.layers[0].kernel.numpy()[0, 0]


for clip_norm in (1.0, 100.0):
    print(f"train_step clips the sum to {clip_norm}, two devices: step {first_step(clip_norm)}")
