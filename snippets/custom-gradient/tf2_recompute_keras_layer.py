import keras
import tensorflow as tf

dense = keras.layers.Dense(3, activation="tanh", kernel_initializer="ones")
inputs = keras.Input((2,))
try:
    tf.recompute_grad(dense)(inputs)  # (1)!
except ValueError as e:
    print(f"{type(e).__name__}: {str(e).split('.')[0]}.")


class Recomputed(keras.layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.inner = keras.layers.Dense(3, activation="tanh", kernel_initializer="ones")  # (2)!

    def call(self, x, recompute=True):
        block = lambda t: tf.reduce_sum(tf.square(self.inner(t)), axis=1)  # noqa: E731
        return tf.recompute_grad(block)(x) if recompute else block(x)  # (3)!


layer = Recomputed()
model = keras.Model(inputs, layer(inputs))  # (4)!
x = tf.constant([[0.5, -0.25], [1.0, 0.75]])
grads = []
for recompute in (False, True):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(layer(x, recompute=recompute))
    grads.append(tape.gradient(loss, layer.trainable_variables))
print("gradients:", len(grads[1]), "same:", all(bool(tf.reduce_all(a == b)) for a, b in zip(*grads)))
model.compile(optimizer="sgd", loss="mse")
history = model.fit(x, tf.zeros(2), epochs=2, verbose=0).history  # (5)!
print("fit() losses:", [f"{v:.3f}" for v in history["loss"]])
