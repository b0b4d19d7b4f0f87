import tensorflow as tf

x = tf.constant([[1.0], [2.0]])
y = tf.constant([[3.0], [5.0]])
model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)


def loss_fn():
    return tf.reduce_mean((model(x) - y) ** 2)


try:
    optimizer.minimize(loss_fn)  # (1)!
except (AttributeError, TypeError) as e:
    print(f"{type(e).__name__}: {e}")

variables = model.trainable_variables  # (2)!
with tf.GradientTape() as tape:
    loss = loss_fn()
optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
print(f"loss={float(loss)}", [f"{float(tf.reshape(v, [-1])[0]):.4f}" for v in variables])
