import tensorflow as tf

dense = tf.keras.layers.Dense(
    1, kernel_initializer="ones", use_bias=False, dtype="mixed_float16", name="dense"
)  # (1)!
model = tf.keras.Sequential([tf.keras.Input((1,)), dense])
optimizer = tf.keras.mixed_precision.LossScaleOptimizer(
    tf.keras.optimizers.SGD(learning_rate=1 / 64), initial_scale=1024.0
)
try:
    optimizer.get_scaled_loss(tf.constant(1.0))  # (2)!
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")


@tf.function
def train_step(xs, ys):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(ys - tf.cast(model(xs, training=True), tf.float32)))
        scaled_loss = optimizer.scale_loss(loss)  # (3)!
    grads = tape.gradient(scaled_loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))  # (4)!
    return loss


batches = {"x = 1, 2": [1.0, 2.0], "x = 64, 128": [64.0, 128.0], "x = 1, 2 again": [1.0, 2.0]}
for label, values in batches.items():
    xs = tf.constant(values)[:, None]
    loss = train_step(xs, 2 * xs)
    print(
        f"{label:14}  loss {float(loss):g}, scale {float(optimizer.dynamic_scale):g}, "
        f"iterations {int(optimizer.iterations)}, kernel {float(dense.kernel[0, 0])}"
    )
