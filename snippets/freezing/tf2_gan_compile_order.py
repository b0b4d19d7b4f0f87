import warnings

import numpy as np
import tensorflow as tf


def w(layer):
    return f"{float(layer.kernel[0, 0]):.4f}"


def train(toggle):
    d = tf.keras.layers.Dense(1, kernel_initializer="ones", name="d")
    g = tf.keras.layers.Dense(1, kernel_initializer="ones", name="g")
    D = tf.keras.Sequential([tf.keras.Input((1,)), d], name="D")
    G = tf.keras.Sequential([tf.keras.Input((1,)), g], name="G")
    D.compile(optimizer=tf.keras.optimizers.SGD(0.125), loss="mse")  # (1)!
    D.trainable = False
    z = tf.keras.Input((1,))
    gan = tf.keras.Model(z, D(G(z)), name="gan")
    gan.compile(optimizer=tf.keras.optimizers.SGD(0.125), loss="mse")

    real, noise = np.array([[2.0]], "float32"), np.array([[0.5]], "float32")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for step in (1, 2):
            fake = G(noise).numpy()
            d0 = w(d)
            if toggle:
                D.trainable = True  # (2)!
            D.train_on_batch(np.concatenate([real, fake]), np.array([[1.0], [0.0]], "float32"))
            d1, g1 = w(d), w(g)
            if toggle:
                D.trainable = False
            gan.train_on_batch(noise, np.array([[1.0]], "float32"))  # (3)!
            print(f"  step {step}: D's step: D {d0} -> {d1} | GAN's step: D {d1} -> {w(d)}, G {g1} -> {w(g)}")
    for message in sorted({f"{c.category.__name__}: {c.message}" for c in caught}):
        print("  warning:", message)


print("D compiled, frozen, GAN compiled (the Keras 2 recipe):")
train(toggle=False)
print("D.trainable = True for D's step, False for the GAN's:")
train(toggle=True)
