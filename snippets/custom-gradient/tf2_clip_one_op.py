import tensorflow as tf


@tf.custom_gradient
def clip_gradient(x):  # (1)!
    def grad(upstream):
        return tf.clip_by_norm(upstream, 1.0)

    return tf.identity(x), grad


w1, w2 = tf.Variable(2.0), tf.Variable(4.0)
x = tf.constant(3.0)
for name, through in (("no clipping", tf.identity), ("clip at h", clip_gradient)):
    with tf.GradientTape() as tape:
        h = through(w1 * x)  # (2)!
        loss = w2 * h
    g1, g2 = tape.gradient(loss, [w1, w2])
    print(f"{name:<12} dloss/dw1 = {float(g1):g}  dloss/dw2 = {float(g2):g}")

with tf.GradientTape() as tape:
    loss = w2 * (w1 * x)
g1, g2 = [tf.clip_by_norm(g, 1.0) for g in tape.gradient(loss, [w1, w2])]  # (3)!
print(f"{'clip grads':<12} dloss/dw1 = {float(g1):g}  dloss/dw2 = {float(g2):g}")
