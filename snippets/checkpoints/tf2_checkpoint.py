import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model_and_optimizer():
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")],
        name="model",
    )
    return model, tf.keras.optimizers.Adam(learning_rate=0.1, name="adam")


def train_step(model, optimizer):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))


model, optimizer = new_model_and_optimizer()
for _ in range(3):
    train_step(model, optimizer)
with tempfile.TemporaryDirectory() as folder:
    checkpoint = tf.train.Checkpoint(model=model, optimizer=optimizer)  # (1)!
    path = checkpoint.save(os.path.join(folder, "ckpt"))
    restored_model, restored_optimizer = new_model_and_optimizer()
    status = tf.train.Checkpoint(model=restored_model, optimizer=restored_optimizer).restore(path)
    iterations, n_variables = int(restored_optimizer.iterations), len(restored_optimizer.variables)
    print(f"restored: iterations {iterations} | optimizer variables {n_variables}")  # (2)!
    train_step(restored_model, restored_optimizer)  # (3)!
    status.assert_consumed()  # (4)!

train_step(model, optimizer)
same = all(bool(tf.reduce_all(a == b)) for a, b in zip(model.weights, restored_model.weights))
kernel = [f"{float(v):.3f}" for v in restored_model.layers[0].kernel.numpy().ravel()]
print(f"after the next step: iterations {int(restored_optimizer.iterations)} | same weights: {same} {kernel}")
