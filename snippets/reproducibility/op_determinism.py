import numpy as np
import tensorflow as tf

tf.config.experimental.enable_op_determinism()  # (1)!
try:
    tf.random.uniform((2,))  # no seed anywhere
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}")


def train():  # a small model, trained for 5 steps from random weights on random data
    tf.keras.utils.set_random_seed(42)  # (2)!
    model = tf.keras.Sequential(
        [
            tf.keras.Input((3,)),
            tf.keras.layers.Dense(4, activation="relu"),
            tf.keras.layers.Dense(1),
        ]
    )
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)
    x = tf.random.uniform((8, 3))
    y = tf.random.uniform((8, 1))
    for _ in range(5):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(x) - y))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return [w.numpy() for w in model.weights]


first, second = train(), train()
same = all(np.array_equal(a, b) for a, b in zip(first, second))
print("weights after two runs bit-identical:", same)  # (3)!
