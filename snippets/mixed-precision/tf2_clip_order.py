import tensorflow as tf

scale, clip_norm = 1024.0, 1.0
w = tf.Variable([0.0, 0.0])
target = tf.constant([1.5, 2.0])


def scaled_gradient():
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.square(w - target))  # gradient [-3, -4], norm 5
        scaled_loss = loss * scale  # (1)!
    return tape.gradient(scaled_loss, w)


def show(label, g):
    print(f"{label:26} [{', '.join(f'{float(v):.6f}' for v in g)}]  norm {float(tf.norm(g)):.6f}")


g = scaled_gradient()
show("scaled gradient", g)
wrong = tf.clip_by_norm(g, clip_norm) / scale  # (2)!
right = tf.clip_by_norm(g / scale, clip_norm)  # (3)!
show("clip, then unscale", wrong)
show("unscale, then clip", right)

optimizer = tf.keras.mixed_precision.LossScaleOptimizer(
    tf.keras.optimizers.SGD(learning_rate=1.0, clipnorm=clip_norm),
    initial_scale=scale,
    dynamic_growth_steps=1000,
)
optimizer.apply_gradients([(g, w)])  # (4)!
show("Keras: gradient applied", -w)
