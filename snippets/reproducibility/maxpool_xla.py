import warnings

import tensorflow as tf

tf.config.experimental.enable_op_determinism()
tf.keras.utils.set_random_seed(1)
x = tf.reshape(tf.range(16, dtype=tf.float32), (1, 4, 4, 1))


def message(e):  # the line of the message that names the cause
    line = next(line for line in e.message.splitlines() if "deterministic" in line)
    return f"{type(e).__name__}: {line.strip()}"


def pool_gradient(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.nn.max_pool2d(x, 2, 2, "VALID")
    return tape.gradient(y, x)


try:
    tf.function(pool_gradient, jit_compile=True)(x)  # (1)!
except tf.errors.UnimplementedError as e:
    print(message(e))  # (2)!
grad = tf.function(pool_gradient)(x)  # (3)!
print("without XLA:", [int(g) for g in tf.reshape(grad, [-1])])

model = tf.keras.Sequential(
    [
        tf.keras.Input((4, 4, 1)),
        tf.keras.layers.Conv2D(2, 2, padding="same"),
        tf.keras.layers.MaxPooling2D(2),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(1),
    ]
)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model.compile(optimizer="sgd", loss="mse", jit_compile=True)  # (4)!
for w in caught:
    print("compile warns:", w.message)
print("model.jit_compile:", model.jit_compile)
try:
    history = model.fit(x, tf.zeros((1, 1)), epochs=1, verbose=0)  # (5)!
    print("fit: one step, loss finite:", bool(tf.math.is_finite(history.history["loss"][0])))
except tf.errors.UnimplementedError as e:
    print("fit:", message(e))
model.compile(optimizer="sgd", loss="mse", jit_compile=False)  # (6)!
print("jit_compile=False:", model.jit_compile)
