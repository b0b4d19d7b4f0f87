import warnings

import tensorflow as tf

model = tf.keras.Sequential(
    name="net",
    layers=[
        tf.keras.Input((2,)),
        tf.keras.layers.Dense(2, kernel_initializer="ones", name="dense"),
        tf.keras.layers.BatchNormalization(name="bn"),
    ],
)
x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
names = [f"{layer.name}.{v.name}" for layer in model.layers for v in layer.variables]

with tf.GradientTape() as tape:
    loss = tf.reduce_sum(model(x, training=True) * tf.constant([1.0, 2.0]))  # (1)!
grads = tape.gradient(loss, model.variables)  # (2)!
for name, g in zip(names, grads):
    print(f"{name:18}", None if g is None else "gradient")
print("moving_mean after the step:", [f"{v:.4f}" for v in model.get_layer("bn").moving_mean.numpy()])  # (3)!

opt = tf.keras.optimizers.SGD(0.1)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        opt.apply_gradients(zip(grads, model.variables))
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
for w in caught:
    message = str(w.message)
    print(f"{w.category.__name__}: {message[: message.index('[')]}[...]{message[message.index(']') + 1 :]}")

with tf.GradientTape() as tape:
    loss = tf.reduce_sum(model(x, training=True) * tf.constant([1.0, 2.0]))
grads = tape.gradient(loss, model.trainable_variables)  # (4)!
print("trainable_variables:", len(grads), "gradients, None:", sum(g is None for g in grads))
opt.apply_gradients(zip(grads, model.trainable_variables))
