import tensorflow as tf

inputs = tf.keras.Input((2,))
hidden = tf.keras.layers.Dense(3, activation="relu", kernel_initializer="ones", name="hidden")(inputs)
outputs = tf.keras.layers.Dense(1, kernel_initializer="ones", name="out")(hidden)
model = tf.keras.Model(inputs, outputs)

x = tf.constant([[1.0, 2.0]])
try:
    with tf.GradientTape() as tape:
        prediction = model(x)
    tape.gradient(prediction, model.get_layer("hidden").output)  # (1)!
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")

both = tf.keras.Model(model.inputs, [model.get_layer("hidden").output, model.output])  # (2)!
with tf.GradientTape() as tape:
    activation, prediction = both(x)
print("activation:", activation.numpy().tolist())
print("gradient of the prediction:", tape.gradient(prediction, activation).numpy().tolist())  # (3)!
