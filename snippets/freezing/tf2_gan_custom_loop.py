import tensorflow as tf

real = tf.constant([[2.0], [3.0]])
noise = tf.constant([[0.5], [1.0]])
G = tf.keras.layers.Dense(1, kernel_initializer="ones", name="generator")
D = tf.keras.layers.Dense(1, kernel_initializer="ones", name="discriminator")
G.build((None, 1))
D.build((None, 1))
d_optimizer = tf.keras.optimizers.SGD(0.1)  # (1)!
g_optimizer = tf.keras.optimizers.SGD(0.2)


def values(layer):
    return " ".join(f"{float(tf.reshape(v, [])):.4f}" for v in layer.trainable_variables)


for step in (1, 2):
    with tf.GradientTape() as d_tape:  # (2)!
        d_loss = tf.reduce_mean(tf.square(D(real) - 1.0)) + tf.reduce_mean(tf.square(D(G(noise))))
    d_grads = d_tape.gradient(d_loss, D.trainable_variables)
    d_optimizer.apply_gradients(zip(d_grads, D.trainable_variables))

    with tf.GradientTape() as g_tape:  # (3)!
        g_loss = tf.reduce_mean(tf.square(D(G(noise)) - 1.0))
    g_grads = g_tape.gradient(g_loss, G.trainable_variables)
    g_optimizer.apply_gradients(zip(g_grads, G.trainable_variables))
    losses = f"d_loss={float(d_loss):.4f} g_loss={float(g_loss):.4f}"
    print(f"step {step}: {losses} D: {values(D)}  G: {values(G)}")
