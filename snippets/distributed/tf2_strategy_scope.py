import contextlib
import re

import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])

x = tf.constant([[1.0], [2.0], [3.0], [4.0]])
y = 2 * x + 1


def build_model():
    dense = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False, name="dense")
    return tf.keras.Sequential([tf.keras.Input((1,)), dense])


def compile_model(model):
    model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=0.5), loss="mse")


def train(label, model_in_scope, compile_in_scope):
    with strategy.scope() if model_in_scope else contextlib.nullcontext():
        model = build_model()
    try:
        with strategy.scope() if compile_in_scope else contextlib.nullcontext():
            compile_model(model)  # (1)!
        loss = float(model.train_on_batch(x, y))
        print(f"{label}: loss {loss:g}, kernel {float(model.layers[0].kernel[0, 0]):g}")
    except (RuntimeError, ValueError) as e:
        message = re.sub(r" at 0x[0-9a-fA-F]+", "", str(e))  # (2)!
        print(f"{label}: {type(e).__name__}: {message}")


train("model outside, optimizer inside", model_in_scope=False, compile_in_scope=True)
train("model inside, optimizer outside", model_in_scope=True, compile_in_scope=False)
train("both inside the scope", model_in_scope=True, compile_in_scope=True)  # (3)!
