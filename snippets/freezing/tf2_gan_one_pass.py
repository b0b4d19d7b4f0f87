import tensorflow as tf

real = tf.constant([[2.0], [3.0]])
noise = tf.constant([[0.5], [1.0]])
G = tf.keras.layers.Dense(1, kernel_initializer="ones", name="generator")
D = tf.keras.layers.Dense(1, kernel_initializer="ones", name="discriminator")
G.build((None, 1))
D.build((None, 1))


def losses():
    fake_out = D(G(noise))  # (1)!
    d_loss = tf.reduce_mean(tf.square(D(real) - 1.0)) + tf.reduce_mean(tf.square(fake_out))
    g_loss = tf.reduce_mean(tf.square(fake_out - 1.0))
    return d_loss, g_loss


def show(label, d_grads, g_grads):
    d_values = [float(tf.reshape(g, [])) for g in d_grads]
    g_values = [float(tf.reshape(g, [])) for g in g_grads]
    print(f"{label:<22} D: {d_values}  G: {g_values}")


with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:  # (2)!
    d_loss, g_loss = losses()
d_grads = d_tape.gradient(d_loss, D.trainable_variables)
g_grads = g_tape.gradient(g_loss, G.trainable_variables)
show("two tapes:", d_grads, g_grads)

with tf.GradientTape(persistent=True) as tape:  # (3)!
    d_loss, g_loss = losses()
d_grads = tape.gradient(d_loss, D.trainable_variables)
g_grads = tape.gradient(g_loss, G.trainable_variables)
del tape
show("one persistent tape:", d_grads, g_grads)

with tf.GradientTape() as tape:
    d_loss, g_loss = losses()
tape.gradient(d_loss, D.trainable_variables)
try:
    tape.gradient(g_loss, G.trainable_variables)
except RuntimeError as e:
    print(f"one ordinary tape:     {type(e).__name__}: {e}")

tf.keras.optimizers.SGD(0.1).apply_gradients(zip(d_grads, D.trainable_variables))  # (4)!
tf.keras.optimizers.SGD(0.2).apply_gradients(zip(g_grads, G.trainable_variables))
d_values, g_values = ([f"{float(tf.reshape(v, [])):.4f}" for v in m.trainable_variables] for m in (D, G))
print(f"after both updates:    D: {' '.join(d_values)}  G: {' '.join(g_values)}")
