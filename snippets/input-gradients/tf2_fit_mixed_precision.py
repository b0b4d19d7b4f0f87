import numpy as np
import tensorflow as tf


class GradNormModel(tf.keras.Model):
    use_scale_loss = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.norm_tracker = tf.keras.metrics.Mean(name="grad_norm")

    def train_step(self, data):
        x, y, sample_weight = tf.keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight)
            scaled_loss = self.optimizer.scale_loss(loss) if self.use_scale_loss else loss  # (1)!
        grads = tape.gradient(scaled_loss, self.trainable_variables)
        grad_norm = tf.linalg.global_norm(grads) / self.optimizer.scale_loss(1.0)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))  # (2)!
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
        self.norm_tracker.update_state(grad_norm)
        return self.compute_metrics(x, y, y_pred, sample_weight)


def show(values):
    return ", ".join(np.format_float_positional(np.float32(v), trim="0") for v in values)


tf.keras.mixed_precision.set_global_policy("mixed_float16")  # (3)!
x = np.array([[1.0, 0.5]], np.float32)
y = np.array([[0.5]], np.float32)
weights = {}
for use_scale_loss in (True, False):
    inputs = tf.keras.Input((2,))
    dense = tf.keras.layers.Dense(1, kernel_initializer="zeros")
    outputs = tf.keras.layers.Activation("linear", dtype="float32")(dense(inputs))  # (4)!
    model = GradNormModel(inputs, outputs)
    model.use_scale_loss = use_scale_loss
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.5), loss="mse")
    history = model.fit(x, y, epochs=1, verbose=0)
    weights[use_scale_loss] = np.concatenate([dense.kernel.numpy().ravel(), dense.bias.numpy()])
    print(
        f"scale_loss {use_scale_loss}: {type(model.optimizer).__name__}, "  # (5)!
        f"scale {float(model.optimizer.dynamic_scale):g}, weights [{show(weights[use_scale_loss])}], "
        f"gradient norm {show(history.history['grad_norm'])}"
    )
print(f"with / without scale_loss: [{show(weights[True] / weights[False])}]")
tf.keras.mixed_precision.set_global_policy("float32")
