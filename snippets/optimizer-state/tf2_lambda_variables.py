import logging

import tensorflow as tf

x = tf.constant([[1.0], [2.0]])
y = tf.constant([[3.0], [6.0]])


class Record(logging.Handler):  # (1)!
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage().strip().splitlines()[0])


scale = tf.Variable(1.0, name="scale")
record = Record()
tf.get_logger().addHandler(record)
lambda_layer = tf.keras.layers.Lambda(lambda t: t * scale)  # (2)!
lambda_model = tf.keras.Sequential([tf.keras.Input((1,)), lambda_layer])
tf.get_logger().removeHandler(record)
print("warnings:", record.messages)


class Scale(tf.keras.layers.Layer):  # (3)!
    def build(self, input_shape):
        self.scale = self.add_weight(shape=(), initializer="ones", name="scale")

    def call(self, t):
        return t * self.scale


layer_model = tf.keras.Sequential([tf.keras.Input((1,)), Scale()])
for name, model, variable in (
    ("Lambda", lambda_model, scale),
    ("Layer", layer_model, layer_model.layers[0].scale),
):
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.1), loss="mse")
    try:
        model.fit(x, y, epochs=3, verbose=0)  # (4)!
    except ValueError as e:
        print(f"{name}: {type(e).__name__}: {e}")
    print(f"{name}: trainable_variables {len(model.trainable_variables)}, scale {float(variable):.4f}")
