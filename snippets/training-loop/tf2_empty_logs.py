import warnings

import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
dataset = tf.data.Dataset.from_tensor_slices((x, 2 * x))
model = tf.keras.Sequential(
    [tf.keras.Input((1,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")]
)
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.1), loss="mse")

empty = dataset.filter(lambda features, label: features[0] > 10.0).batch(2)  # (1)!
print("batches:", sum(1 for _ in empty))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        history = model.fit(empty, epochs=2, verbose=0)
        print("history:", history.history)  # (2)!
    except ValueError as e:  # (3)!
        print(f"{type(e).__name__}: {e}")
for message in sorted({str(w.message) for w in caught if "ran out of data" in str(w.message)}):
    print(f"UserWarning: {message}")
print("kernel:", float(model.layers[0].kernel[0, 0]))

history = model.fit(dataset.batch(2), epochs=2, verbose=0)  # (4)!
print("loss:", [f"{v:.4f}" for v in history.history["loss"]])
