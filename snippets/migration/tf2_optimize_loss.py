import tempfile

import tensorflow as tf

x = tf.constant([[1.0], [2.0]])
y = tf.constant([[4.0], [8.0]])
w = tf.Variable([[0.0]])
schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.125, decay_steps=1, decay_rate=0.5)  # (1)!
optimizer = tf.keras.optimizers.SGD(learning_rate=schedule)
writer = tf.summary.create_file_writer(tempfile.mkdtemp())


@tf.function
def optimize_loss(clip_gradients=5.0):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((x @ w - y) ** 2)
    gradients = tape.gradient(loss, [w])
    clipped, norm = tf.clip_by_global_norm(gradients, clip_gradients)  # (2)!
    step = optimizer.iterations
    with writer.as_default(step=step):  # (3)!
        tf.summary.scalar("loss", loss)
        tf.summary.scalar("learning_rate", schedule(step))
        tf.summary.scalar("global_norm/gradient_norm", norm)
    learning_rate = schedule(step)
    optimizer.apply_gradients(zip(clipped, [w]))  # (4)!
    return loss, norm, learning_rate


for _ in range(3):
    loss, norm, learning_rate = optimize_loss()
    print(
        f"step {int(optimizer.iterations)}: loss={float(loss):.3f} gradient norm={float(norm):.4f} "
        f"learning rate={float(learning_rate)} w={float(w[0, 0]):.5f}"
    )
