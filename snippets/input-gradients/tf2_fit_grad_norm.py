import numpy as np
import tensorflow as tf


class GradNormModel(tf.keras.Model):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.norm_tracker = tf.keras.metrics.Mean(name="grad_norm")  # (1)!

    def train_step(self, data):  # (2)!
        x, y, sample_weight = tf.keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight)
            scaled_loss = self.optimizer.scale_loss(loss)  # (3)!
        grads = tape.gradient(scaled_loss, self.trainable_variables)
        grad_norm = tf.linalg.global_norm(grads) / self.optimizer.scale_loss(1.0)  # (4)!
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        for metric in self.metrics:
            if metric.name == "loss":  # (5)!
                metric.update_state(loss)
        self.norm_tracker.update_state(grad_norm)
        return self.compute_metrics(x, y, y_pred, sample_weight)  # (6)!


x = np.array([[1.0], [2.0], [3.0], [4.0]], np.float32)
y = 2 * x
for name, model_class in (("built-in", tf.keras.Model), ("GradNormModel", GradNormModel)):
    inputs = tf.keras.Input((1,))
    outputs = tf.keras.layers.Dense(1, kernel_initializer="zeros")(inputs)
    model = model_class(inputs, outputs)
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.03125), loss="mse", metrics=["mae"])
    history = model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0)  # (7)!
    for key in sorted(history.history):
        print(f"{name} {key}: " + ", ".join(f"{v:.4f}" for v in history.history[key]))
