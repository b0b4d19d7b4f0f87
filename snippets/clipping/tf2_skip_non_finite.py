import tensorflow as tf

w = tf.Variable([1.0, 2.0])
optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)


def train_step(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w * x)  # the gradient with respect to w is x
    grads = tape.gradient(loss, [w])
    finite = tf.reduce_all([tf.reduce_all(tf.math.is_finite(g)) for g in grads])  # (1)!
    if finite:
        optimizer.apply_gradients(zip(tf.clip_by_global_norm(grads, 1.0)[0], [w]))
    return bool(finite)


for x in ([0.5, 0.5], [float("inf"), 1.0], [0.0, 2.0]):
    applied = train_step(tf.constant(x))
    print(f"x={x}: {'applied' if applied else 'skipped'}, w={w.numpy().tolist()}")

try:
    tf.debugging.check_numerics(tf.constant([float("inf"), 1.0]), "gradient of w")  # (2)!
except tf.errors.InvalidArgumentError as e:
    print("check_numerics: InvalidArgumentError, Inf reported:", "Tensor had Inf values" in e.message)
