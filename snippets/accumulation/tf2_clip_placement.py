import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])
y = 2 * x + 1
k, clip_norm = 4, 10.0
w, b = tf.Variable(0.0), tf.Variable(0.0)


def gradients(xs, ys):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(w * xs + b - ys))
    return tape.gradient(loss, [w, b])


micro = [gradients(x[2 * i : 2 * i + 2], y[2 * i : 2 * i + 2]) for i in range(k)]
for i, g in enumerate(micro):
    print(f"micro-batch {i}: gradient {[float(v) for v in g]}, norm {float(tf.linalg.global_norm(g)):.2f}")


def show(label, grads):
    values = ", ".join(f"{float(v):.4f}" for v in grads)
    print(f"{label:36} [{values}]  norm {float(tf.linalg.global_norm(grads)):.4f}")


# Sum the micro-batches, average, then clip: the update one batch of 8 would give.
average = [sum(g[j] for g in micro) / k for j in range(2)]
show("accumulate, then clip", tf.clip_by_global_norm(average, clip_norm)[0])  # (1)!
show("one batch of 8, clipped", tf.clip_by_global_norm(gradients(x, y), clip_norm)[0])
# Clip each micro-batch, then accumulate: another algorithm.
clipped = [tf.clip_by_global_norm(g, clip_norm)[0] for g in micro]  # (2)!
show("clip each micro-batch, then average", [sum(c[j] for c in clipped) / k for j in range(2)])
