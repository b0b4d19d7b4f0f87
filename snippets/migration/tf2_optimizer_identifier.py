import re

import keras
import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0]], dtype="float32")
y = np.array([[3.0], [5.0]], dtype="float32")


def make_model():
    return keras.Sequential(
        [keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="ones", name="dense")]
    )


try:
    make_model().compile(optimizer=tf.compat.v1.train.GradientDescentOptimizer(0.1), loss="mse")  # (1)!
except ValueError as e:
    print(f"{type(e).__name__}: {re.sub(' at 0x[0-9a-f]+', '', str(e))}")

for optimizer in (keras.optimizers.SGD(learning_rate=0.1), "sgd"):  # (2)!
    model = make_model()
    model.compile(optimizer=optimizer, loss="mse")
    history = model.fit(x, y, batch_size=2, epochs=2, verbose=0)
    print(type(model.optimizer).__name__, [f"{v:.4f}" for v in history.history["loss"]])
