import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0, 0.5], [0.5, -1.0, 1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model():
    inputs = tf.keras.Input((3,))
    hidden = tf.keras.layers.Dense(4, name="hidden")(inputs)
    model = tf.keras.Model(inputs, tf.keras.layers.Dense(1, name="head")(hidden))
    model.compile(optimizer=tf.keras.optimizers.Adam(0.1, name="adam"), loss="mse")
    return model


def head_first(model):  # (1)!
    return model.get_layer("head").trainable_variables + model.get_layer("hidden").trainable_variables


tf.keras.utils.set_random_seed(0)
model = new_model()
variables = head_first(model)
for _ in range(2):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(x) - y) ** 2)
    model.optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
print("saved slots:", [tuple(v.shape) for v in model.optimizer.variables[2::2]])  # (2)!

with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.keras")
    model.save(path)
    try:
        tf.keras.models.load_model(path)  # (3)!
    except ValueError as e:
        lines = str(e).splitlines()
        print(f"{type(e).__name__}: {lines[0].split(' Example')[0]}")  # (4)!
        print(lines[2].split(" Target variable")[0])

    loaded = tf.keras.models.load_model(path, compile=False)  # (5)!
    loaded.compile(optimizer=tf.keras.optimizers.Adam(0.1, name="adam"), loss="mse")
    loaded.optimizer.build(head_first(loaded))
    loaded.load_weights(path)
saved = [v.numpy() for v in model.optimizer.variables]
restored = [v.numpy() for v in loaded.optimizer.variables]
print("iterations:", int(loaded.optimizer.iterations))
print("slots restored:", all(a.shape == b.shape and (a == b).all() for a, b in zip(saved, restored)))
