import tempfile
from pathlib import Path

import numpy as np
import tensorflow as tf


class GradientHistograms(tf.keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(x=x, y=y, y_pred=self(x, training=True))
        grads = tape.gradient(loss, self.trainable_variables)
        for g, v in zip(grads, self.trainable_variables):
            tf.summary.histogram(f"grads/{v.path}", g, step=self.optimizer.iterations)  # (1)!
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"grad_norm": tf.linalg.global_norm(grads)}


inputs = tf.keras.Input((2,))
model = GradientHistograms(inputs, tf.keras.layers.Dense(1, name="dense")(inputs))
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.1), loss="mse")
x = np.ones((4, 2), np.float32)
y = np.ones((4, 1), np.float32)
with tempfile.TemporaryDirectory() as logdir:
    writer = tf.summary.create_file_writer(logdir)
    with writer.as_default():  # (2)!
        model.fit(x, y, batch_size=2, epochs=1, verbose=0)
    writer.close()

    (events,) = Path(logdir).glob("events.out.tfevents.*")
    for record in tf.data.TFRecordDataset(str(events)):  # (3)!
        event = tf.compat.v1.Event.FromString(record.numpy())
        for value in event.summary.value:
            buckets = tf.make_ndarray(value.tensor)
            count = int(buckets[:, 2].sum())
            print(f"step {event.step}  {value.tag:<18} elements: {count}")
