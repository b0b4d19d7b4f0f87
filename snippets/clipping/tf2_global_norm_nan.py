import tensorflow as tf

w = tf.Variable(1.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.125)
batches = [(2.0, 4.0), (float("nan"), 4.0), (2.0, 4.0)]  # (1)!
for step, (x, y) in enumerate(batches, start=1):
    with tf.GradientTape() as tape:
        loss = tf.square(w * x - y)
    grads = tape.gradient(loss, [w])
    clipped, global_norm = tf.clip_by_global_norm(grads, 5.0)  # (2)!
    optimizer.apply_gradients(zip(clipped, [w]))
    print(
        f"step {step}: loss {float(loss)}, global norm {float(global_norm)},",
        f"clipped {float(clipped[0])}, w {float(w)}",
    )

try:
    tf.debugging.check_numerics(global_norm, "Found Inf or NaN global norm.")  # (3)!
except tf.errors.InvalidArgumentError as e:
    print(f"{type(e).__name__}: {e.message.split('}} ')[-1].split(' [Op')[0]}")
