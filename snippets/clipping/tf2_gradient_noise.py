import tensorflow as tf

eta, gamma = 0.25, 0.55  # (1)!
rng = tf.random.Generator.from_seed(42)  # (2)!
w = tf.Variable(4.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)

print("step  stddev  gradient  noisy     w")
for step in range(5):
    with tf.GradientTape() as tape:
        loss = 0.5 * w * w
    grad = tape.gradient(loss, w)
    stddev = (eta / (1 + step) ** gamma) ** 0.5  # (3)!
    noisy = grad + rng.normal([], stddev=stddev)
    optimizer.apply_gradients([(noisy, w)])  # (4)!
    print(f"{step:<5} {stddev:.3f}   {float(grad):<8.3f}  {float(noisy):<8.3f}  {float(w):.3f}")
