import numpy as np
import tensorflow as tf

keras = tf.keras


class PhysicsInformed(keras.Model):
    """Fits u(x) with du/dx = 2x and u(0) = 1, that is u = x² + 1."""

    def train_step(self, data):
        x = data  # (1)!
        with tf.GradientTape() as tape:
            with tf.GradientTape() as inner:
                inner.watch(x)
                u = self(x, training=True)
            du_dx = inner.gradient(u, x)  # (2)!
            residual = tf.reduce_mean(tf.square(du_dx - 2.0 * x))
            boundary = tf.reduce_mean(tf.square(self(tf.zeros((1, 1)), training=True) - 1.0))
            loss = residual + boundary
        grads = tape.gradient(loss, self.trainable_variables)  # (3)!
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"residual": residual, "boundary": boundary}


x_in = keras.Input((1,))
features = keras.layers.Concatenate()([x_in, x_in * x_in])  # (4)!
u_out = keras.layers.Dense(1, kernel_initializer="zeros", name="u")(features)
model = PhysicsInformed(x_in, u_out)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.25))
x = np.array([[0.5], [1.0]], np.float32)
history = model.fit(x, epochs=3, batch_size=2, verbose=0)
for epoch in range(3):
    print(
        f"epoch {epoch + 1}: residual {history.history['residual'][epoch]},"
        f" boundary {history.history['boundary'][epoch]}"
    )
kernel, bias = (w.numpy().ravel().tolist() for w in model.get_layer("u").weights)
print(f"u(x) = {kernel[0]} x + {kernel[1]} x² + {bias[0]}")
