import tensorflow as tf

tf.keras.mixed_precision.set_global_policy("mixed_float16")  # (1)!


class GAN(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.generator = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="zeros")
        small = tf.keras.initializers.Constant(2.0**-13)
        self.discriminator = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer=small)

    def compile(self, g_optimizer, d_optimizer, loss_scaling=True):
        super().compile()  # (2)!
        wrap = tf.keras.mixed_precision.LossScaleOptimizer if loss_scaling else (lambda opt: opt)
        self.g_optimizer, self.d_optimizer = wrap(g_optimizer), wrap(d_optimizer)  # (3)!

    def train_step(self, data):
        z, real = data
        with tf.GradientTape(persistent=True) as tape:
            fake_score = tf.cast(self.discriminator(self.generator(z)), tf.float32)
            real_score = tf.cast(self.discriminator(real), tf.float32)
            d_loss = tf.reduce_mean(fake_score - real_score)
            g_loss = -tf.reduce_mean(fake_score)
            scaled = [self.d_optimizer.scale_loss(d_loss), self.g_optimizer.scale_loss(g_loss)]  # (4)!
        for loss, optimizer, layer in zip(
            scaled, [self.d_optimizer, self.g_optimizer], [self.discriminator, self.generator]
        ):
            grads = tape.gradient(loss, layer.trainable_variables)
            optimizer.apply_gradients(zip(grads, layer.trainable_variables))  # (5)!
        return {"d_loss": d_loss, "g_loss": g_loss}


z = tf.fill([4, 1], 2.0**-12)  # the generator's input
real = tf.ones([4, 1])
for loss_scaling in (False, True):
    gan = GAN()
    gan.compile(tf.keras.optimizers.SGD(1.0), tf.keras.optimizers.SGD(1.0), loss_scaling=loss_scaling)
    gan.fit(z, real, batch_size=4, verbose=0)
    print(
        f"{type(gan.g_optimizer).__name__:18} generator kernel {float(gan.generator.kernel[0, 0]):.8g},"
        f" discriminator kernel {float(gan.discriminator.kernel[0, 0]):.8g}"  # (6)!
    )
tf.keras.mixed_precision.set_global_policy("float32")
