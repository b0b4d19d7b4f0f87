import warnings

import tensorflow as tf

lr, decay = 1.0, 0.5  # old code: Adam(lr=1.0, decay=0.5)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        ignored = tf.keras.optimizers.Adam(learning_rate=lr, decay=decay)  # (1)!
    except ValueError as e:  # Keras 2 (tf-keras)
        print(f"{type(e).__name__}: {e}")
        ignored = tf.keras.optimizers.Adam(learning_rate=lr)
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
schedule = tf.keras.optimizers.schedules.InverseTimeDecay(lr, decay_steps=1, decay_rate=decay)  # (2)!
ported = tf.keras.optimizers.Adam(learning_rate=schedule)
a, b = tf.Variable(0.0, name="a"), tf.Variable(0.0, name="b")
for step in range(4):
    legacy = lr / (1.0 + decay * step)  # (3)!
    before_a, before_b = float(a), float(b)
    ignored.apply_gradients([(tf.constant(1.0), a)])
    ported.apply_gradients([(tf.constant(1.0), b)])
    print(
        f"iterations {step}: legacy formula {legacy:.4f}, InverseTimeDecay {float(schedule(step)):.4f}, "
        f"Adam step with decay= {before_a - float(a):.4f}, with the schedule {before_b - float(b):.4f}"
    )

old_keras = {"Adadelta": 1.0, "Adagrad": 0.01, "Adamax": 0.002, "Nadam": 0.002}  # (4)!
for name, old in old_keras.items():
    new = tf.keras.optimizers.get(name).get_config()["learning_rate"]
    print(f"{name}: old Keras default {old}, now {new:.4g}")
steps = {}
for rate in (0.001, 1.0):
    v = tf.Variable(0.0, name="v")
    tf.keras.optimizers.Adadelta(learning_rate=rate).apply_gradients([(tf.constant(1.0), v)])  # (5)!
    steps[rate] = -float(v)
print(f"first Adadelta step: {steps[0.001]:.3e} with 0.001, {steps[1.0]:.3e} with 1.0")
