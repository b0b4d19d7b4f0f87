import tempfile

import tensorflow as tf

w = tf.Variable([[1.0]], name="kernel")
optimizer = tf.keras.optimizers.SGD(learning_rate=5e9)  # (1)!
with tempfile.TemporaryDirectory() as logdir:
    writer = tf.summary.create_file_writer(logdir)
    with writer.as_default():
        for step in range(6):
            written = tf.summary.histogram("hidden/kernel_0", w, step=step)  # (2)!
            try:
                tf.debugging.check_numerics(w, "hidden/kernel_0")  # (3)!
                checked = "finite"
            except tf.errors.InvalidArgumentError as e:
                checked = f"{type(e).__name__}: {e.message.split('}} ')[-1].split(' [Op')[0]}"
            print(step, f"kernel {w[0, 0].numpy():.0e}", f"written: {bool(written)}", checked)
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(tf.square(tf.matmul([[1.0]], w)))
            optimizer.apply_gradients([(tape.gradient(loss, w), w)])
    writer.close()
