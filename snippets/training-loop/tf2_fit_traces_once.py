import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0], [3.0], [4.0]], np.float32)
y = 2 * x
python_runs = {"train_step": 0, "custom step": 0}


class Counting(tf.keras.Model):
    def train_step(self, data):
        python_runs["train_step"] += 1  # (1)!
        return super().train_step(data)


def build(model_class=tf.keras.Model):
    inputs = tf.keras.Input((1,))
    return model_class(inputs, tf.keras.layers.Dense(1, kernel_initializer="zeros")(inputs))


for run_eagerly in (False, True):
    python_runs["train_step"] = 0
    model = build(Counting)
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.03125)
    model.compile(optimizer=optimizer, loss="mse", run_eagerly=run_eagerly)
    model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0)  # (2)!
    print(
        f"fit(), run_eagerly={run_eagerly}:".ljust(30),
        f"steps: {int(model.optimizer.iterations)}, Python runs of the step: {python_runs['train_step']}",
    )

model = build()
optimizer = tf.keras.optimizers.SGD(learning_rate=0.03125)
batches = [(x[:2], y[:2]), (x[2:], y[2:])] * 2


def custom_step(x, y):
    python_runs["custom step"] += 1
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(y - model(x, training=True)))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for name, step in (("eager", custom_step), ("tf.function", tf.function(custom_step))):  # (3)!
    python_runs["custom step"] = 0
    for xb, yb in batches:
        step(tf.constant(xb), tf.constant(yb))
    print(
        f"custom loop, {name}:".ljust(30),
        f"steps: {len(batches)}, Python runs of the step: {python_runs['custom step']}",
    )
