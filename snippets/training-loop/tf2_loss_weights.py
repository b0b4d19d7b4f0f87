import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0]], np.float32)
y = {"a": np.array([[1.5], [3.0]], np.float32), "b": np.array([[0.0], [1.0]], np.float32)}


class OwnStep(tf.keras.Model):
    def train_step(self, data):
        x, y, sample_weight = tf.keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight)  # (1)!
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
        return self.compute_metrics(x, y, y_pred, sample_weight)


def build(model_class=tf.keras.Model):
    inputs = tf.keras.Input((1,))
    shared = tf.keras.layers.Dense(1, kernel_initializer="ones", name="shared")(inputs)
    outputs = {
        name: tf.keras.layers.Dense(1, kernel_initializer="ones", name=name)(shared) for name in ("a", "b")
    }
    model = model_class(inputs, outputs)
    model.compile(
        optimizer=tf.keras.optimizers.SGD(learning_rate=0.0625),
        loss={"a": "mse", "b": "mse"},
        loss_weights={"a": 1.0, "b": 0.5},  # (2)!
    )
    return model


model = build()
shared_kernel = model.get_layer("shared").kernel
with tf.GradientTape(persistent=True) as tape:
    y_pred = model(x, training=True)
    loss_a = tf.reduce_mean(tf.square(y["a"] - y_pred["a"]))
    loss_b = tf.reduce_mean(tf.square(y["b"] - y_pred["b"]))
    by_hand = 1.0 * loss_a + 0.5 * loss_b  # (3)!
    compiled = model.compute_loss(x=x, y=y, y_pred=y_pred)
print(f"loss a {float(loss_a)}, loss b {float(loss_b)}, 1.0 * a + 0.5 * b = {float(by_hand)}")
print(f"compute_loss: {float(compiled)}")
for name, target in (("a", loss_a), ("b", loss_b), ("compute_loss", compiled)):  # (4)!
    grads = tape.gradient(target, [shared_kernel, model.get_layer("a").kernel, model.get_layer("b").kernel])
    print(f"d {name} / d kernels (shared, a, b):", [None if g is None else float(g[0, 0]) for g in grads])

for model_class in (tf.keras.Model, OwnStep):
    model = build(model_class)
    history = model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0)
    print(
        f"{model_class.__name__:7} fit losses {', '.join(f'{v:.4f}' for v in history.history['loss'])}  "
        f"kernels (shared, a, b) {', '.join(f'{float(w[0, 0]):.4f}' for w in model.get_weights()[::2])}"
    )
