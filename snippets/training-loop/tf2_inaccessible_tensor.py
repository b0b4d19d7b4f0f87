import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0]], np.float32)
y = np.array([[1.5], [3.0]], np.float32)


class KeepsTensor(tf.keras.Model):
    def train_step(self, data):
        logs = super().train_step(data)
        self.train_loss = tf.identity(logs["loss"], name="train_loss")  # (1)!
        return logs

    def test_step(self, data):
        logs = super().test_step(data)
        logs["gap"] = logs["loss"] - self.train_loss  # (2)!
        return logs


class KeepsVariable(KeepsTensor):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.train_loss = tf.Variable(0.0, trainable=False)  # (3)!

    def train_step(self, data):
        logs = tf.keras.Model.train_step(self, data)
        self.train_loss.assign(logs["loss"])  # (4)!
        return logs


for model_class in (KeepsTensor, KeepsVariable):
    inputs = tf.keras.Input((1,))
    model = model_class(inputs, tf.keras.layers.Dense(1, kernel_initializer="ones")(inputs))
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.0625), loss="mse")
    try:
        history = model.fit(x, y, validation_data=(x, y), epochs=2, verbose=0)  # (5)!
        print(f"{model_class.__name__}: val_gap", ", ".join(f"{v:.4f}" for v in history.history["val_gap"]))
    except Exception as e:
        print(f"{model_class.__name__}: {type(e).__name__}: {str(e).splitlines()[0]}")  # (6)!
