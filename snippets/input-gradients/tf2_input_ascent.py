import numpy as np
import tensorflow as tf

keras = tf.keras
inputs = keras.Input((2,))
hidden = keras.layers.Dense(
    2,
    activation="relu",
    name="hidden",
    kernel_initializer=keras.initializers.Constant([[1.0, 0.0], [-1.0, 1.0]]),
)(inputs)
logits = keras.layers.Dense(
    2, name="logits", kernel_initializer=keras.initializers.Constant([[1.0, -1.0], [-1.0, 1.0]])
)(hidden)
model = keras.Model(inputs, logits)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

x = tf.constant([[0.75, 0.25]])
label = tf.constant([0])
with tf.GradientTape() as tape:
    tape.watch(x)
    loss = loss_fn(label, model(x))
x_adv = x + 0.25 * tf.sign(tape.gradient(loss, x))  # (1)!
for name, v in (("x", x), ("x_adv", x_adv)):
    p = tf.nn.softmax(model(v))[0]
    print(f"{name}: {v[0].numpy().tolist()} class {int(tf.argmax(p))}, p(class 0) = {float(p[0]):.3f}")

features = keras.Model(inputs, model.get_layer("hidden").output)
image = tf.Variable([[0.25, 0.25]])
for step in range(3):
    with tf.GradientTape() as tape:
        activation = features(image)[0, 1]  # (2)!
    gradient = tape.gradient(activation, image)
    image.assign_add(0.5 * gradient / tf.norm(gradient))  # (3)!
    print(
        f"step {step}: activation {float(activation):.3f}, input -> {np.round(image.numpy()[0], 3).tolist()}"
    )
