import os
import tempfile

import h5py
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
x = tf.ones((4, 32))
y = tf.zeros((4, 64))


def new_model():
    return tf.keras.Sequential([tf.keras.Input((32,)), tf.keras.layers.Dense(64, name="dense")], name="model")


def trained_model(optimizer):
    model = new_model()
    model.compile(optimizer=optimizer, loss="mse")
    model.fit(x, y, epochs=1, verbose=0)
    return model


def checkpoint_contents(path):  # (1)!
    reader = tf.train.load_checkpoint(path)
    shapes, dtypes = reader.get_variable_to_shape_map(), reader.get_variable_to_dtype_map()
    names = [name for name in shapes if name != "_CHECKPOINTABLE_OBJECT_GRAPH"]
    values = sum(int(np.prod(shapes[name])) for name in names)
    return f"{values} values, {sum(int(np.prod(shapes[n])) * dtypes[n].size for n in names)} bytes"


def weights_file_contents(path):  # (2)!
    sizes = []
    with h5py.File(path, "r") as f:
        f.visititems(lambda name, item: sizes.append(item.size) if isinstance(item, h5py.Dataset) else None)
    return f"{sum(sizes)} values"


models = {"SGD": trained_model(tf.keras.optimizers.SGD()), "Adam": trained_model(tf.keras.optimizers.Adam())}
model = models["Adam"]
print("model parameters:", model.count_params())
inference = new_model()  # (3)!
inference.set_weights(model.get_weights())
with tempfile.TemporaryDirectory() as folder:
    for name, m in models.items():
        path = tf.train.Checkpoint(model=m, optimizer=m.optimizer).save(os.path.join(folder, name))
        print(f"Checkpoint(model, optimizer), {name:4}: {checkpoint_contents(path)}")  # (4)!
    path = tf.train.Checkpoint(model=model).save(os.path.join(folder, "compiled"))
    print(f"Checkpoint(model), Adam, compiled model: {checkpoint_contents(path)}")  # (5)!
    path = tf.train.Checkpoint(model=inference).save(os.path.join(folder, "inference"))
    print(f"Checkpoint(model), uncompiled copy: {checkpoint_contents(path)}")

    model.save_weights(os.path.join(folder, "compiled.weights.h5"))  # (6)!
    inference.save_weights(os.path.join(folder, "inference.weights.h5"))
    for file in ("compiled.weights.h5", "inference.weights.h5"):
        print(f"{file}: {weights_file_contents(os.path.join(folder, file))}")
