import keras
import tensorflow as tf


def gradient_penalty_loss(y_true, y_pred, averaged_samples):  # the Keras 2 recipe
    gradients = keras.backend.gradients(y_pred, averaged_samples)[0]  # (1)!
    norms = tf.sqrt(tf.reduce_sum(tf.square(gradients), axis=1))
    return tf.reduce_mean(tf.square(norms - 1.0))


try:
    gradient_penalty_loss(None, None, None)
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")


class WGANCritic(keras.Model):
    def __init__(self, critic, penalty_weight=10.0):
        super().__init__()
        self.critic = critic
        self.penalty_weight = penalty_weight
        self.noise = tf.random.Generator.from_seed(0)  # (2)!

    def train_step(self, data):
        real, fake = data
        epsilon = self.noise.uniform([tf.shape(real)[0], 1])  # one mixing weight per example
        interpolated = epsilon * real + (1.0 - epsilon) * fake
        with tf.GradientTape() as outer:  # (3)!
            with tf.GradientTape() as inner:
                inner.watch(interpolated)
                score = self.critic(interpolated, training=True)
            gradients = inner.gradient(score, interpolated)  # (4)!
            norms = tf.sqrt(tf.reduce_sum(tf.square(gradients), axis=1))
            penalty = tf.reduce_mean(tf.square(norms - 1.0))
            wasserstein = tf.reduce_mean(self.critic(fake)) - tf.reduce_mean(self.critic(real))
            loss = wasserstein + self.penalty_weight * penalty
        weights = self.critic.trainable_variables
        self.optimizer.apply_gradients(zip(outer.gradient(loss, weights), weights))  # (5)!
        return {"loss": loss, "penalty": penalty}


critic = keras.Sequential(
    [
        keras.Input((2,)),
        keras.layers.Dense(4, activation="tanh", kernel_initializer="ones", name="hidden"),
        keras.layers.Dense(1, kernel_initializer=keras.initializers.Constant(0.5), name="score"),
    ]
)
model = WGANCritic(critic)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01))
real = tf.constant([[1.0, 0.5], [0.5, 1.0]])
fake = tf.constant([[-0.5, 0.0], [0.0, -1.0]])
history = model.fit(real, fake, batch_size=2, epochs=3, shuffle=False, verbose=0)  # (6)!
for step, (loss, penalty) in enumerate(zip(history.history["loss"], history.history["penalty"])):
    print(f"step {step}: critic loss {loss:.3f}, gradient penalty {penalty:.3f}")
