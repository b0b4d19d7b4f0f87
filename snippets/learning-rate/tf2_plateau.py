import tensorflow as tf

x, y = tf.constant([[1.0]]), tf.constant([[0.0]])


def compiled(learning_rate):
    inputs = tf.keras.Input((1,))
    model = tf.keras.Model(inputs, tf.keras.layers.Dense(1, kernel_initializer="zeros", name="dense")(inputs))
    model.compile(tf.keras.optimizers.SGD(learning_rate), loss="mse")
    return model


class PrintLR(tf.keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        print(f"end of epoch {epoch}: learning_rate {float(self.model.optimizer.learning_rate)}")


def plateau():  # (1)!
    return tf.keras.callbacks.ReduceLROnPlateau(monitor="loss", factor=0.5, patience=1, min_delta=1e9)


schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.5, decay_steps=1, decay_rate=0.5)
try:
    compiled(schedule).fit(x, y, epochs=3, verbose=0, callbacks=[PrintLR(), plateau()])
except TypeError as e:
    print(f"{type(e).__name__}: {e}")  # (2)!

print("float learning rate, decay as a LearningRateScheduler:")
decay = tf.keras.callbacks.LearningRateScheduler(lambda epoch, lr: lr if epoch == 0 else lr * 0.5)  # (3)!
compiled(0.5).fit(x, y, epochs=4, verbose=0, callbacks=[decay, PrintLR(), plateau()])
