import numpy as np
import tensorflow as tf

x = np.arange(16, dtype=np.float32).reshape(8, 2) / 8
y = x @ np.array([[1.0], [-0.5]], np.float32)


class CountBatches(tf.keras.callbacks.Callback):
    def on_train_batch_end(self, batch, logs=None):
        self.calls += 1  # (1)!


def fit(steps_per_execution):
    model = tf.keras.Sequential([tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(
        optimizer=tf.keras.optimizers.SGD(0.125),
        loss="mse",
        steps_per_execution=steps_per_execution,  # (2)!
    )
    counter = CountBatches()
    counter.calls = 0
    model.fit(x, y, batch_size=1, epochs=1, shuffle=False, verbose=0, callbacks=[counter])
    return model, counter.calls


for k in (1, 4, 8):
    model, calls = fit(k)
    kernel = model.layers[0].kernel.numpy().ravel()
    print(
        f"steps_per_execution={k}: steps {int(model.optimizer.iterations)},",
        f"calls from Python {calls},",  # (3)!
        "kernel",
        [f"{v:.4f}" for v in kernel],
    )
