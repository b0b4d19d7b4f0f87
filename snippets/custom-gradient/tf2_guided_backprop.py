import numpy as np
import tensorflow as tf


@tf.custom_gradient
def guided_relu(x):
    def grad(upstream):
        return upstream * tf.cast(x > 0, x.dtype) * tf.cast(upstream > 0, x.dtype)  # (1)!

    return tf.nn.relu(x), grad


inputs = tf.keras.Input((2,))
hidden = tf.keras.layers.Dense(
    3,
    activation="relu",
    name="hidden",
    kernel_initializer=tf.keras.initializers.Constant([[1.0, 1.0, 0.5], [1.0, -0.5, -1.0]]),
)(inputs)
score = tf.keras.layers.Dense(
    1, name="score", kernel_initializer=tf.keras.initializers.Constant([[1.0], [-2.0], [1.0]])
)(hidden)
model = tf.keras.Model(inputs, score)


def saliency(x):
    x = tf.convert_to_tensor(x)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = model(x)
    return tape.gradient(y, x).numpy().ravel().tolist()


x = np.array([[2.0, 1.0]], np.float32)
print("plain:  ", saliency(x))
relu_layers = [
    layer for layer in model.layers if getattr(layer, "activation", None) is tf.keras.activations.relu
]
for layer in relu_layers:
    layer.activation = guided_relu  # (2)!
print("guided: ", saliency(x))
print("changed:", [layer.name for layer in relu_layers])
