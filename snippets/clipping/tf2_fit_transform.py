import numpy as np
import tensorflow as tf

x = np.array([[1.0]], np.float32)
y = np.array([[9.0]], np.float32)  # loss (w - 9)², gradient -16 at w = 1


def transform(grads):  # your function: here the sign of each gradient
    return [tf.sign(g) for g in grads]


class TransformInStep(tf.keras.Model):
    def train_step(self, data):  # (1)!
        x, y = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(x=x, y=y, y_pred=self(x, training=True))
        grads = transform(tape.gradient(loss, self.trainable_variables))
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"loss": loss}


class TransformingSGD(tf.keras.optimizers.SGD):
    def apply(self, grads, trainable_variables=None):  # (2)!
        return super().apply(transform(grads), trainable_variables)


def fit(optimizer, model_class=tf.keras.Model):
    inputs = tf.keras.Input((1,))
    dense = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")
    model = model_class(inputs, dense(inputs))
    model.compile(optimizer=optimizer, loss="mse")
    model.fit(x, y, epochs=2, verbose=0)
    return float(dense.kernel[0, 0])


print(f"plain fit():             w = {fit(tf.keras.optimizers.SGD(0.25))}")
print(f"train_step override:     w = {fit(tf.keras.optimizers.SGD(0.25), TransformInStep)}")
print(f"optimizer with apply():  w = {fit(TransformingSGD(0.25))}")  # (3)!
