import keras
import tensorflow as tf


class TapeModel(keras.Model):
    def train_step(self, data):  # (1)!
        if keras.backend.backend() != "tensorflow":
            raise NotImplementedError("this train_step is the TensorFlow one")
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred)
        gradients = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(gradients, self.trainable_variables))
        return {"tape_loss": loss}


inputs = keras.Input((1,))
outputs = keras.layers.Dense(1, kernel_initializer="ones", name="dense")(inputs)
model = TapeModel(inputs, outputs)
try:
    gradients = keras.backend.gradients(model.output, model.trainable_weights)  # (2)!
except AttributeError as e:
    print(f"AttributeError: {e}")
print(
    "keras.ops has a gradient function:",
    any(hasattr(keras.ops, n) for n in ("grad", "gradient", "gradients")),
)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.1), loss="mse")
history = model.fit(tf.constant([[1.0], [2.0]]), tf.constant([[3.0], [5.0]]), epochs=2, verbose=0)  # (3)!
print("backend:", keras.backend.backend())
print("losses:", [f"{v:.4f}" for v in history.history["tape_loss"]])
print("kernel, bias:", [f"{float(tf.reshape(v, [-1])[0]):.4f}" for v in model.trainable_variables])
