import gc
import logging
import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


class Record(logging.Handler):  # (1)!
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(f"{record.levelname}:{record.name}:{record.getMessage()}")


def new_model_and_optimizer():
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")],
        name="model",
    )
    return model, tf.keras.optimizers.Adam(learning_rate=0.1, name="adam")


def restore(path, partial=False, **objects):
    record = Record()
    tf.get_logger().addHandler(record)
    status = tf.train.Checkpoint(**objects).restore(path)
    if partial:
        status.expect_partial()  # (2)!
    del status
    gc.collect()  # (3)!
    tf.get_logger().removeHandler(record)
    return record.messages


model, optimizer = new_model_and_optimizer()
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(x) - y))
grads = tape.gradient(loss, model.trainable_variables)
optimizer.apply_gradients(zip(grads, model.trainable_variables))
with tempfile.TemporaryDirectory() as folder:
    path = tf.train.Checkpoint(model=model, optimizer=optimizer).save(os.path.join(folder, "ckpt"))

    inference_model, _ = new_model_and_optimizer()
    messages = restore(path, model=inference_model)  # (4)!
    print("model only:")
    for message in messages:
        print(" ", message.split(" See https")[0])
    print("model only, expect_partial():", restore(path, partial=True, model=new_model_and_optimizer()[0]))
    resumed_model, resumed_optimizer = new_model_and_optimizer()
    print("model and optimizer:", restore(path, model=resumed_model, optimizer=resumed_optimizer))  # (5)!

same = all(bool(tf.reduce_all(a == b)) for a, b in zip(model.weights, inference_model.weights))
print(f"weights restored: {same} | optimizer resumed at iterations {int(resumed_optimizer.iterations)}")
