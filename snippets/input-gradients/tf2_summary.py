import tempfile
from pathlib import Path

import tensorflow as tf

w = tf.Variable([1.0, -2.0])
optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)
with tempfile.TemporaryDirectory() as logdir:  # (1)!
    writer = tf.summary.create_file_writer(logdir)
    with writer.as_default():
        for step in range(3):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(tf.square(w))
            grads = tape.gradient(loss, [w])
            tf.summary.scalar("grad_norm", tf.linalg.global_norm(grads), step=step)  # (2)!
            tf.summary.histogram("grads/w", grads[0], step=step)  # (3)!
            optimizer.apply_gradients(zip(grads, [w]))
    writer.close()

    (events,) = Path(logdir).glob("events.out.tfevents.*")
    for record in tf.data.TFRecordDataset(str(events)):  # (4)!
        event = tf.compat.v1.Event.FromString(record.numpy())
        for value in event.summary.value:
            data = tf.make_ndarray(value.tensor)
            if data.ndim == 0:
                print(f"step {event.step}  {value.tag:<9} {float(data):.4f}")
            else:  # (5)!
                count = int(data[:, 2].sum())
                print(f"step {event.step}  {value.tag:<9} {count} values in {len(data)} buckets")
