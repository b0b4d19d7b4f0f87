import numpy as np
import tensorflow as tf


class TwoRateModel(tf.keras.Model):
    def __init__(self):
        super().__init__(name="two_rates")
        self.body = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="body")
        self.head = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="head")

    def call(self, x):
        return self.head(self.body(x))

    def compile(self, body_optimizer, head_optimizer, **kwargs):  # (1)!
        super().compile(**kwargs)
        self.body_optimizer, self.head_optimizer = body_optimizer, head_optimizer

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(x=x, y=y, y_pred=self(x, training=True))
        body_vars, head_vars = self.body.trainable_variables, self.head.trainable_variables
        body_grads, head_grads = tape.gradient(loss, [body_vars, head_vars])
        self.body_optimizer.apply_gradients(zip(body_grads, body_vars))  # (2)!
        self.head_optimizer.apply_gradients(zip(head_grads, head_vars))
        return {"loss": loss, "body_grad": body_grads[0][0, 0], "head_grad": head_grads[0][0, 0]}


model = TwoRateModel()
model.compile(
    body_optimizer=tf.keras.optimizers.SGD(0.125), head_optimizer=tf.keras.optimizers.SGD(0.0625), loss="mse"
)
x, y = np.array([[1.0]], "float32"), np.array([[3.0]], "float32")
model(x)  # builds the layers
for step in (1, 2):
    old = float(model.body.kernel[0, 0]), float(model.head.kernel[0, 0])
    logs = model.fit(x, y, verbose=0).history  # (3)!
    for name, layer, before in (("body", model.body, old[0]), ("head", model.head, old[1])):
        grad, moved = logs[f"{name}_grad"][0], float(layer.kernel[0, 0]) - before
        print(f"step {step} {name}: gradient {grad:<8} moved {moved:<10} -moved/gradient = {-moved / grad}")
