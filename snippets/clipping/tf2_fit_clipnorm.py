import numpy as np
import tensorflow as tf

x = np.array([[1.0]], np.float32)
y = np.array([[9.0]], np.float32)  # loss (w - 9)², gradient -16 at w = 1


class ClipInStep(tf.keras.Model):
    def train_step(self, data):  # (1)!
        x, y = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(x=x, y=y, y_pred=self(x, training=True))
        grads = tape.gradient(loss, self.trainable_variables)
        grads = [tf.clip_by_norm(g, 1.0) for g in grads]
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"loss": loss}


def fit(optimizer, model_class=tf.keras.Model, epochs=1):
    inputs = tf.keras.Input((1,))
    dense = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")
    model = model_class(inputs, dense(inputs))
    model.compile(optimizer=optimizer, loss="mse")
    model.fit(x, y, epochs=epochs, verbose=0)
    return float(dense.kernel[0, 0])


SGD, Adam = tf.keras.optimizers.SGD, tf.keras.optimizers.Adam
print("one fit() step from w = 1:")
print(f"  SGD                     w = {fit(SGD(0.25)):.4f}")
print(f"  SGD, clipnorm=1         w = {fit(SGD(0.25, clipnorm=1.0)):.4f}")  # (2)!
print(f"  SGD, clip in train_step w = {fit(SGD(0.25), ClipInStep):.4f}")
print("three fit() steps with Adam:")  # (3)!
print(f"  Adam                    w = {fit(Adam(0.25), epochs=3):.3f}")
print(f"  Adam, clipnorm=1        w = {fit(Adam(0.25, clipnorm=1.0), epochs=3):.3f}")
