import tensorflow as tf


class GAN(tf.keras.Model):
    def __init__(self, discriminator, generator):
        super().__init__(name="gan")
        self.discriminator, self.generator = discriminator, generator

    def compile(self, d_optimizer, g_optimizer):  # (1)!
        super().compile()
        self.d_optimizer, self.g_optimizer = d_optimizer, g_optimizer

    def train_step(self, data):
        real, noise = data  # (2)!
        D, G = self.discriminator, self.generator
        with tf.GradientTape() as tape:
            d_loss = tf.reduce_mean(tf.square(D(real) - 1.0)) + tf.reduce_mean(tf.square(D(G(noise))))
        grads = tape.gradient(d_loss, D.trainable_variables)
        self.d_optimizer.apply_gradients(zip(grads, D.trainable_variables))
        with tf.GradientTape() as tape:
            g_loss = tf.reduce_mean(tf.square(D(G(noise)) - 1.0))
        grads = tape.gradient(g_loss, G.trainable_variables)
        self.g_optimizer.apply_gradients(zip(grads, G.trainable_variables))
        return {"d_loss": d_loss, "g_loss": g_loss}  # (3)!


G = tf.keras.layers.Dense(1, kernel_initializer="ones", name="generator")
D = tf.keras.layers.Dense(1, kernel_initializer="ones", name="discriminator")
G.build((None, 1))
D.build((None, 1))
gan = GAN(D, G)
gan.compile(d_optimizer=tf.keras.optimizers.SGD(0.1), g_optimizer=tf.keras.optimizers.SGD(0.2))


def values(layer):
    return " ".join(f"{float(tf.reshape(v, [])):.4f}" for v in layer.trainable_variables)


def report(epoch, logs):
    losses = f"d_loss={logs['d_loss']:.4f} g_loss={logs['g_loss']:.4f}"
    print(f"step {epoch + 1}: {losses} D: {values(D)}  G: {values(G)}")


data = tf.data.Dataset.from_tensor_slices(([[2.0], [3.0]], [[0.5], [1.0]])).batch(2)
print_losses = tf.keras.callbacks.LambdaCallback(on_epoch_end=report)
gan.fit(data, epochs=2, verbose=0, shuffle=False, callbacks=[print_losses])
