import os
import tempfile

import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])


def new_model(optimizer):
    model = tf.keras.Sequential([tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
    model.compile(optimizer=optimizer, loss="mse")
    return model


try:
    old_optimizer = tf.keras.optimizers.legacy.Adam(0.1)  # (1)!
except ImportError as e:
    print(f"{type(e).__name__}: {e}")
else:  # Keras 2: tf-keras, or TensorFlow 2.11 to 2.15
    with tempfile.TemporaryDirectory() as folder:
        prefix = os.path.join(folder, "weights")
        model = new_model(old_optimizer)
        model.fit(x, y, epochs=2, verbose=0)
        model.save_weights(prefix)  # (2)!
        for name, optimizer in (("Adam(0.1)", tf.keras.optimizers.Adam(0.1)), ("'adam'", "adam")):
            try:
                new_model(optimizer).load_weights(prefix)  # (3)!
            except ValueError as e:
                print(f"{name}: {type(e).__name__}: {e}")
        fixed = new_model(tf.keras.optimizers.legacy.Adam(0.1))  # (4)!
        fixed.load_weights(prefix)
        print("legacy Adam: iterations", int(fixed.optimizer.iterations))
        inference = tf.keras.Sequential([tf.keras.Input((2,)), tf.keras.layers.Dense(1)])  # (5)!
        inference.load_weights(prefix).expect_partial()
        print(
            "weights only: kernel equal", bool((inference.get_weights()[0] == model.get_weights()[0]).all())
        )
