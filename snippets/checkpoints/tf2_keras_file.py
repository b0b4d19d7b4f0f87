import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model():
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")],
        name="model",
    )
    schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=1, decay_rate=0.5)  # (1)!
    model.compile(optimizer=tf.keras.optimizers.Adam(schedule, name="adam"), loss="mse")
    return model


model = new_model()
model.fit(x, y, epochs=3, verbose=0)
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.keras")
    model.save(path)  # (2)!
    loaded = tf.keras.models.load_model(path)

for name, m in (("saved", model), ("loaded", loaded)):
    optimizer = m.optimizer
    momentum = [f"{float(v):.4f}" for v in optimizer.variables[1].numpy().ravel()]  # (3)!
    print(
        f"{name:6}: iterations {int(optimizer.iterations)}, learning rate {float(optimizer.learning_rate):g},"
        f" kernel momentum {momentum}"
    )

model.fit(x, y, epochs=1, verbose=0)  # (4)!
loaded.fit(x, y, epochs=1, verbose=0)
same = all(bool(tf.reduce_all(a == b)) for a, b in zip(model.weights, loaded.weights))
print("next step, same weights:", same, [f"{float(v):.4f}" for v in loaded.layers[0].kernel.numpy().ravel()])
