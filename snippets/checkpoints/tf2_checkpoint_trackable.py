import os
import re
import tempfile

import tensorflow as tf

w = tf.Variable(1.0, name="w")
optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)
optimizer.apply_gradients([(tf.constant(1.0), w)])
print("Adam is Trackable:", isinstance(optimizer, tf.__internal__.tracking.Trackable))  # (1)!


class Trainer:  # (2)!
    def __init__(self):
        self.w, self.optimizer = w, optimizer


try:
    tf.train.Checkpoint(optimizer=Trainer())
except ValueError as e:
    print(f"{type(e).__name__}: {re.sub(' at 0x[0-9a-f]+', '', str(e))}")  # (3)!


class TrackedTrainer(tf.Module):  # (4)!
    def __init__(self):
        super().__init__()
        self.w, self.optimizer = w, optimizer


with tempfile.TemporaryDirectory() as folder:
    path = tf.train.Checkpoint(trainer=TrackedTrainer()).save(os.path.join(folder, "ckpt"))
    names = [name.split("/.ATTRIBUTES")[0] for name, _ in tf.train.list_variables(path)]
print("saved:", [name for name in names if name.startswith("trainer/")])
