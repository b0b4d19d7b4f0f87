import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model(learning_rate):
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")],
        name="model",
    )
    model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate, name="adam"), loss="mse")
    return model


def report(name, model):
    optimizer = model.optimizer
    print(f"{name}: learning rate {float(optimizer.learning_rate):g}, iterations {int(optimizer.iterations)}")


model = new_model(0.1)
model.fit(x, y, epochs=3, verbose=0)
print("optimizer variables:", [v.name for v in model.optimizer.variables[:2]], "+ the moments")  # (1)!
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.weights.h5")
    model.save_weights(path)  # (2)!

    resumed = new_model(0.01)
    resumed.optimizer.build(resumed.trainable_variables)
    report("compiled with 0.01, built", resumed)
    resumed.load_weights(path)  # (3)!
    report("after load_weights", resumed)

    recompiled = new_model(0.01)
    recompiled.optimizer.build(recompiled.trainable_variables)
    recompiled.load_weights(path)
    recompiled.compile(optimizer=tf.keras.optimizers.Adam(0.01, name="adam"), loss="mse")  # (4)!
    report("compiled again after loading", recompiled)

resumed.optimizer.learning_rate.assign(0.01)  # (5)!
report("assigned after loading", resumed)
