import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model(optimizer):
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")],
        name="model",
    )
    model.compile(optimizer=optimizer, loss="mse")
    return model


model = new_model(tf.keras.optimizers.Adam(learning_rate=0.1, name="adam"))
model.fit(x, y, epochs=3, verbose=0)
print("optimizer variables:", [v.name for v in model.optimizer.variables])  # (1)!
twin = new_model(tf.keras.optimizers.Adam(learning_rate=0.1, name="adam"))  # (2)!
twin.set_weights(model.get_weights())

optimizer = model.optimizer
for v in optimizer.variables:
    if v.name != "learning_rate":  # (3)!
        v.assign(tf.zeros_like(v))
learning_rate = float(optimizer.learning_rate)
print(f"after the reset: iterations {int(optimizer.iterations)} | learning rate {learning_rate:g}")
model.fit(x, y, epochs=1, verbose=0)
twin.fit(x, y, epochs=1, verbose=0)
same = all(bool(tf.reduce_all(a == b)) for a, b in zip(model.weights, twin.weights))
kernel = [f"{float(v):.4f}" for v in model.layers[0].kernel.numpy().ravel()]
print("next step as with a new optimizer:", same, kernel)

for v in optimizer.variables:
    v.assign(tf.zeros_like(v))  # (4)!
before = model.get_weights()
model.fit(x, y, epochs=1, verbose=0)
moved = any(bool(tf.reduce_any(a != b)) for a, b in zip(before, model.get_weights()))
print(f"every variable zeroed: learning rate {float(optimizer.learning_rate):g} | weights moved: {moved}")
