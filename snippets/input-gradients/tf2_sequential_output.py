import numpy as np
import tensorflow as tf

keras = tf.keras
model = keras.Sequential(
    [
        keras.layers.Conv2D(2, 2, activation="relu", name="last_conv"),
        keras.layers.GlobalAveragePooling2D(name="pool"),
        keras.layers.Dense(1, name="score"),
    ],
    name="sequential",  # (1)!
)
x = np.ones((1, 4, 4, 1), np.float32)
model(x)  # (2)!
try:
    keras.Model(model.inputs, [model.get_layer("last_conv").output, model.output])
except (AttributeError, ValueError) as e:
    print(f"{type(e).__name__}: {e}")

image = keras.Input((4, 4, 1))  # (3)!
outputs = image
for layer in model.layers:
    outputs = layer(outputs)
    if layer.name == "last_conv":
        activations = outputs
grad_model = keras.Model(image, [activations, outputs])
a, y = grad_model(x)
print("activations:", a.shape, "score equal to the model's:", bool(np.array_equal(y, model(x))))
