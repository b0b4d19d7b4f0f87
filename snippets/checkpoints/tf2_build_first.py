import os
import tempfile
import warnings

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model():
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")],
        name="model",
    )
    schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=1, decay_rate=0.5)
    model.compile(optimizer=tf.keras.optimizers.Adam(schedule, name="adam"), loss="mse")
    return model


def report(name, model):
    optimizer = model.optimizer
    print(
        f"{name}: iterations {int(optimizer.iterations)}, learning rate {float(optimizer.learning_rate):g},"
        f" optimizer variables {len(optimizer.variables)}"
    )


model = new_model()
model.fit(x, y, epochs=3, verbose=0)
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.weights.h5")
    model.save_weights(path)  # (1)!

    fresh = new_model()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fresh.load_weights(path)  # (2)!
    for warning in caught:
        print(f"{warning.category.__name__}: {str(warning.message).strip()}")
    report("loaded into a new optimizer", fresh)

    built = new_model()
    built.optimizer.build(built.trainable_variables)  # (3)!
    built.load_weights(path)
    report("loaded into a built optimizer", built)

copy = new_model()
try:
    state = model.optimizer.get_weights()  # (4)!
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")
state = [v.numpy() for v in model.optimizer.variables]
try:
    copy.optimizer.set_weights(state)  # (5)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
copy.optimizer.build(copy.trainable_variables)
copy.optimizer.set_weights(state)
copy.set_weights(model.get_weights())
report("set_weights after build", copy)

for m in (model, fresh, built, copy):
    m.fit(x, y, epochs=1, verbose=0)
for name, m in (
    ("new optimizer", fresh),
    ("built, then load_weights", built),
    ("built, then set_weights", copy),
):
    same = all(bool(tf.reduce_all(a == b)) for a, b in zip(model.weights, m.weights))
    print(f"next step as without the interruption, {name}: {same}")
