import numpy as np
import tensorflow as tf

x = np.array([[1.0, 0.5], [0.5, 1.0], [1.0, 1.0], [0.5, 0.0]], np.float32)
y = np.array([[1], [0], [1], [0]], np.int32)
sample_weight = np.array([1.0, 1.0, 2.0, 0.5], np.float32)
class_weight = {0: 1.0, 1: 3.0}


class WeightedStep(tf.keras.Model):
    def train_step(self, data):
        x, y, sample_weight = tf.keras.utils.unpack_x_y_sample_weight(data)  # (1)!
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight)  # (2)!
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
        return self.compute_metrics(x, y, y_pred, sample_weight)


def build(model_class=tf.keras.Model):
    inputs = tf.keras.Input((2,))
    model = model_class(inputs, tf.keras.layers.Dense(1, kernel_initializer="zeros")(inputs))
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.5), loss=loss_fn)
    return model


loss_fn = tf.keras.losses.BinaryCrossentropy(from_logits=True)


def custom_loop(weights):
    model = build()
    losses = []
    for _ in range(2):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True), sample_weight=weights)  # (3)!
        grads = tape.gradient(loss, model.trainable_variables)
        model.optimizer.apply_gradients(zip(grads, model.trainable_variables))
        losses.append(float(loss))
    return losses, model


def fit(model_class=tf.keras.Model, **weights):
    model = build(model_class)
    history = model.fit(x, y, batch_size=4, epochs=2, shuffle=False, verbose=0, **weights)
    return history.history["loss"], model


per_class = tf.gather([class_weight[0], class_weight[1]], y[:, 0])  # (4)!
print("weights from class_weight:", [float(w) for w in per_class])
runs = {
    "fit(sample_weight=...)": fit(sample_weight=sample_weight),
    "custom loop, sample weights": custom_loop(sample_weight),
    "custom train_step, sample weights": fit(WeightedStep, sample_weight=sample_weight),
    "fit(class_weight=...)": fit(class_weight=class_weight),
    "custom loop, class weights": custom_loop(per_class),
    "custom train_step, class weights": fit(WeightedStep, class_weight=class_weight),
}
for name, (losses, model) in runs.items():
    kernel, bias = model.get_weights()
    print(
        f"{name:34} losses {', '.join(f'{v:.4f}' for v in losses)}  "
        f"kernel {', '.join(f'{v:.4f}' for v in kernel[:, 0])}  bias {bias[0]:.4f}"
    )

per_example = tf.keras.losses.BinaryCrossentropy(from_logits=True, reduction="none")(y, tf.zeros([4, 1]))
weighted_sum = float(tf.reduce_sum(per_example * sample_weight))
print(f"weighted sum / 4 = {weighted_sum / 4:.4f}")  # (5)!
print(f"weighted sum / sum of weights = {weighted_sum / sample_weight.sum():.4f}")
