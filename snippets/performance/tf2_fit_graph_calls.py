import numpy as np
import tensorflow as tf
from tensorflow.python.framework import op_callbacks

x = np.arange(16, dtype=np.float32).reshape(8, 2) / 8
y = x @ np.array([[1.0], [-0.5]], np.float32)
executed = []


def record(op_type, inputs, attrs, outputs, op_name=None, graph=None):  # (1)!
    if graph is None:
        executed.append(op_type)


for run_eagerly in (True, False):
    model = tf.keras.Sequential([tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=tf.keras.optimizers.SGD(0.125), loss="mse", run_eagerly=run_eagerly)
    model.fit(x, y, batch_size=4, epochs=1, shuffle=False, verbose=0)  # (2)!
    executed.clear()
    op_callbacks.add_op_callback(record)
    model.fit(x, y, batch_size=4, epochs=1, shuffle=False, verbose=0)
    op_callbacks.remove_op_callback(record)
    calls = sum(str(t).startswith("__inference") for t in executed)  # (3)!
    kernel = [f"{v:.4f}" for v in model.layers[0].kernel.numpy().ravel()]
    print(f"run_eagerly={run_eagerly}: ops run one by one for 2 steps: {len(executed)},", end=" ")
    print(f"calls of a traced function: {calls}, kernel {kernel}")
