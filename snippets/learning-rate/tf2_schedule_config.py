import os
import tempfile

import keras
import tensorflow as tf


class NoConfig(keras.optimizers.schedules.LearningRateSchedule):  # (1)!
    def __call__(self, step):
        return 0.5 / tf.sqrt(tf.cast(step, tf.float32) + 1.0)


class TensorConfig(keras.optimizers.schedules.LearningRateSchedule):  # (2)!
    def __init__(self, d_model):
        self.d_model = tf.cast(d_model, tf.float32)

    def __call__(self, step):
        return tf.math.rsqrt(self.d_model) / tf.sqrt(tf.cast(step, tf.float32) + 1.0)

    def get_config(self):
        return {"d_model": self.d_model}


class PlainConfig(keras.optimizers.schedules.LearningRateSchedule):  # (3)!
    def __init__(self, d_model):
        self.d_model = d_model

    def __call__(self, step):
        d_model = tf.cast(self.d_model, tf.float32)
        return tf.math.rsqrt(d_model) / tf.sqrt(tf.cast(step, tf.float32) + 1.0)

    def get_config(self):
        return {"d_model": self.d_model}


custom_objects = {"NoConfig": NoConfig, "TensorConfig": TensorConfig, "PlainConfig": PlainConfig}
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.keras")
    for schedule in (NoConfig(), TensorConfig(64), PlainConfig(64)):
        name = type(schedule).__name__
        model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
        model.compile(optimizer=keras.optimizers.SGD(learning_rate=schedule), loss="mse")
        try:
            model.save(path)  # (4)!
        except (NotImplementedError, TypeError) as e:
            print(f"{name}, save: {type(e).__name__}: {e}")
            continue
        try:
            loaded = keras.models.load_model(path, custom_objects=custom_objects)  # (5)!
        except (ValueError, TypeError) as e:
            print(f"{name}, load: {type(e).__name__}: {str(e).split(' with an unsupported')[0]}")
            continue
        print(f"{name}: saved and loaded, learning rate at step 0: {float(loaded.optimizer.learning_rate):g}")
