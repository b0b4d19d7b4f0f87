import os
import tempfile

import keras
import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


class ScaledAdam(keras.optimizers.Adam):  # (1)!
    pass


@keras.saving.register_keras_serializable(package="my_project")  # (2)!
class RegisteredAdam(keras.optimizers.Adam):
    pass


def trained(optimizer):
    model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="ones")])
    model.compile(optimizer=optimizer, loss="mse")
    model.fit(x, y, epochs=2, verbose=0)
    return model


with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.keras")
    trained(ScaledAdam(learning_rate=0.1)).save(path)
    try:
        keras.models.load_model(path)  # (3)!
    except TypeError as e:
        print(f"{type(e).__name__}: {str(e).split(' Full object config')[0]}")
    loaded = keras.models.load_model(path, custom_objects={"ScaledAdam": ScaledAdam})  # (4)!
    print("custom_objects:", type(loaded.optimizer).__name__, "iterations", int(loaded.optimizer.iterations))
    print("compile=False: compiled", keras.models.load_model(path, compile=False).compiled)  # (5)!

    trained(RegisteredAdam(learning_rate=0.1)).save(path)
    loaded = keras.models.load_model(path)
    print("registered:", type(loaded.optimizer).__name__, "iterations", int(loaded.optimizer.iterations))
