import tensorflow as tf


def reverse_gradient(x, lam=1.0):
    @tf.custom_gradient
    def reverse(x):
        return tf.identity(x), lambda upstream: -lam * upstream  # (1)!

    return reverse(x)


class GradientReversal(tf.keras.layers.Layer):  # (2)!
    def __init__(self, lam=1.0, **kwargs):
        super().__init__(**kwargs)
        self.lam = lam

    def call(self, x):
        return reverse_gradient(x, self.lam)


@tf.function  # (3)!
def gradients(model, x):
    with tf.GradientTape() as tape:
        y = model(x)
    return y, tape.gradient(y, model.trainable_variables)


x = tf.constant([[1.0, 0.5]])
features = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")
head = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")
for middle in (tf.keras.layers.Identity(), GradientReversal(lam=0.5)):
    model = tf.keras.Sequential([tf.keras.Input((2,)), features, middle, head])  # (4)!
    y, (g_features, g_head) = gradients(model, x)
    print(
        f"{type(middle).__name__:<17} y = {float(y[0, 0]):g}"
        f"  features: {g_features.numpy().ravel().tolist()}"
        f"  head: {g_head.numpy().ravel().tolist()}"
    )
