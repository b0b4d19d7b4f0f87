import tensorflow as tf

inputs = tf.keras.Input((2,))
hidden = tf.keras.layers.Dense(3, activation="relu", kernel_initializer="ones", name="hidden")(inputs)
outputs = tf.keras.layers.Dense(1, kernel_initializer="ones", name="out")(hidden)
model = tf.keras.Model(inputs, outputs)
x = tf.constant([[1.0, 2.0]])

try:
    with tf.GradientTape() as tape:
        tape.watch(model.get_layer("hidden").output)  # (1)!
except ValueError as e:
    print(f"{type(e).__name__}: ... {str(e).split('> ')[-1]}")

with tf.GradientTape() as tape:
    activation = model.get_layer("hidden")(x)  # (2)!
    prediction = model(x)
print("gradient w.r.t. a second call of the layer:", tape.gradient(prediction, activation))

both = tf.keras.Model(model.inputs, [model.get_layer("hidden").output, model.output])  # (3)!
with tf.GradientTape() as tape:
    activation, prediction = both(x)
print("gradient w.r.t. the activation of this call:", tape.gradient(prediction, activation).numpy().tolist())
