import numpy as np
import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)

x = np.ones((4, 1), np.float32)
y = np.full((4, 1), 8.0, np.float32)  # at w = 0 the mean squared error has the gradient -16


def first_step(strategy):  # model.fit for one batch of 4, SGD with learning rate 1
    with strategy.scope():
        model = tf.keras.Sequential(
            [
                tf.keras.Input((1,)),
                tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="zeros"),
            ]
        )
        optimizer = tf.keras.optimizers.SGD(learning_rate=1.0, global_clipnorm=1.0)
        model.compile(optimizer=optimizer, loss="mse")
    model.fit(x, y, batch_size=4, epochs=1, verbose=0, shuffle=False)
    return model.layers[0].kernel.numpy()[0, 0]


print("global_clipnorm=1.0, one device: step", first_step(tf.distribute.get_strategy()))  # (1)!
mirrored = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("global_clipnorm=1.0, two devices: step", first_step(mirrored))
