import logging
import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


class Record(logging.Handler):  # (1)!
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(f"{record.levelname}: {record.getMessage()}")


def load(path, **kwargs):
    record = Record()
    logging.getLogger("absl").addHandler(record)
    try:
        return tf.keras.models.load_model(path, **kwargs), record.messages
    finally:
        logging.getLogger("absl").removeHandler(record)


model = tf.keras.Sequential(
    [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")], name="model"
)
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.h5")
    model.save(path)  # (2)!
    loaded, messages = load(path)
    print("load_model(path):", messages)
    _, messages = load(path, compile=False)
    print("load_model(path, compile=False):", messages)

print("compiled:", loaded.compiled, "| kernel:", [float(v) for v in loaded.layers[0].kernel.numpy().ravel()])
try:
    loaded.fit(x, y, verbose=0)  # (3)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

loaded.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.125), loss="mse")  # (4)!
loaded.fit(x, y, epochs=2, verbose=0)
kernel = [float(v) for v in loaded.layers[0].kernel.numpy().ravel()]
print(f"compiled after loading: iterations {int(loaded.optimizer.iterations)}, kernel {kernel}")
