import logging
import os
import re
import shutil
import tempfile

import tensorflow as tf
from tensorflow.core.protobuf import saved_model_pb2


@tf.custom_gradient
def clip_gradient(x):
    def grad(upstream):
        return tf.clip_by_value(upstream, -1.0, 1.0)  # (1)!

    return tf.identity(x), grad


class Scale(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec([2], tf.float32)])
    def __call__(self, x):
        return 3.0 * clip_gradient(x)


class PrintWarnings(logging.Handler):
    def emit(self, record):
        print("  loading logs:", re.sub(r" \(\S+\)", "", record.getMessage()))  # (2)!


logging.getLogger("absl").addHandler(PrintWarnings())
x = tf.constant([1.0, 2.0])
folder = tempfile.mkdtemp()
try:
    for saved in (False, True):
        path = os.path.join(folder, str(saved))
        options = tf.saved_model.SaveOptions(experimental_custom_gradients=saved)  # (3)!
        tf.saved_model.save(Scale(), path, options=options)
        model = saved_model_pb2.SavedModel()
        with open(os.path.join(path, "saved_model.pb"), "rb") as f:
            model.ParseFromString(f.read())
        stored = model.meta_graphs[0].graph_def.library.registered_gradients  # (4)!
        print(f"experimental_custom_gradients={saved}: {len(stored)} gradient function stored")
        loaded = tf.saved_model.load(path)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.reduce_sum(loaded(x))
    print("gradient through the model saved with the gradient:", tape.gradient(y, x).numpy().tolist())
finally:
    shutil.rmtree(folder)  # (5)!
