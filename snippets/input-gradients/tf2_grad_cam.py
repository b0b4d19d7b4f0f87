import numpy as np
import tensorflow as tf

keras = tf.keras
constant = keras.initializers.Constant

base_input = keras.Input((4, 4, 1))
conv = keras.layers.Conv2D(
    2,
    2,
    activation="relu",
    name="last_conv",
    kernel_initializer=constant([[[[1.0, -1.0]], [[0.0, 0.0]]], [[[0.0, 0.0]], [[1.0, 1.0]]]]),
)(base_input)
base = keras.Model(base_input, conv, name="base")  # (1)!

image = keras.Input((4, 4, 1), name="image")
pooled = keras.layers.GlobalAveragePooling2D(name="pool")(base(image))
score = keras.layers.Dense(1, name="score", kernel_initializer=constant([[1.0], [-1.0]]))(pooled)
model = keras.Model(image, score)

try:
    keras.Model(model.inputs, [base.get_layer("last_conv").output, model.output])  # (2)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

activation_model = keras.Model(base.input, base.get_layer("last_conv").output)  # (3)!
x = np.zeros((1, 4, 4, 1), np.float32)
x[0, 1:3, 1:3, 0] = 1.0
with tf.GradientTape() as tape:
    activations = activation_model(x)
    prediction = model.get_layer("score")(model.get_layer("pool")(activations))  # (4)!
gradients = tape.gradient(prediction, activations)
weights = tf.reduce_mean(gradients, axis=(1, 2))  # (5)!
heatmap = tf.nn.relu(tf.reduce_sum(activations * weights[:, None, None, :], axis=-1))[0]
print(f"prediction: {float(model(x)[0, 0]):.4f} (the model), {float(prediction[0, 0]):.4f} (its pieces)")
print("channel weights x 9:", (weights[0] * 9).numpy().tolist())
print("heatmap x 9:")
print(np.round(heatmap.numpy() * 9, 3).tolist())
