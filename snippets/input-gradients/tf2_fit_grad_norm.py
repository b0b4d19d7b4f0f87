import numpy as np
import tensorflow as tf


class GradNormModel(tf.keras.Model):
    def train_step(self, data):  # (1)!
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred)
            scaled_loss = self.optimizer.scale_loss(loss)  # (2)!
        grads = tape.gradient(scaled_loss, self.trainable_variables)
        grad_norm = tf.linalg.global_norm(grads) / self.optimizer.scale_loss(1.0)  # (3)!
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"loss": loss, "grad_norm": grad_norm}  # (4)!


inputs = tf.keras.Input((1,))
outputs = tf.keras.layers.Dense(1, kernel_initializer="zeros")(inputs)
model = GradNormModel(inputs, outputs)
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.03125), loss="mse")
x = np.array([[1.0], [2.0], [3.0], [4.0]], np.float32)
y = 2 * x
history = model.fit(x, y, batch_size=4, epochs=3, verbose=0)  # (5)!
for epoch, (loss, norm) in enumerate(zip(history.history["loss"], history.history["grad_norm"]), 1):
    print(f"epoch {epoch}: loss {loss:.4f}  gradient norm {norm:.4f}")
