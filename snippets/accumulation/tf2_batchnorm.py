import tensorflow as tf

x = tf.constant([[1, 2], [3, 1], [5, 6], [7, 4], [9, 9], [11, 7], [13, 12], [15, 10]], tf.float32)
y = tf.reduce_sum(x, axis=1, keepdims=True)  # 8 examples, 2 features
k = 4  # micro-batches of 2


def gradients(model, xs, ys):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(xs, training=True) - ys))  # (1)!
    return tape.gradient(loss, model.trainable_variables)


def compare(norm):  # one batch of 8 against 4 accumulated micro-batches, from the same weights
    dense = tf.keras.layers.Dense(1, kernel_initializer="ones")
    model = tf.keras.Sequential([tf.keras.Input((2,)), norm, dense])
    start = model.get_weights()
    big = gradients(model, x, y)
    after_one_batch = [v.numpy().tolist() for v in norm.non_trainable_variables]
    model.set_weights(start)
    sums = [tf.zeros_like(v) for v in model.trainable_variables]
    for i in range(k):
        micro = gradients(model, x[2 * i : 2 * i + 2], y[2 * i : 2 * i + 2])  # (2)!
        sums = [total + g for total, g in zip(sums, micro)]
    diff = max(float(tf.reduce_max(tf.abs(g - total / k))) for g, total in zip(big, sums))
    print(f"{type(norm).__name__:18}  gradients equal: {diff < 1e-3}, largest difference {diff:.2f}")
    return after_one_batch


bn = tf.keras.layers.BatchNormalization(momentum=0.5)  # (3)!
after_one_batch = compare(bn)
print("  moving_mean after one batch of 8:      ", after_one_batch[0])
print("  moving_mean after 4 micro-batches of 2:", bn.moving_mean.numpy().tolist())  # (4)!
compare(tf.keras.layers.LayerNormalization())  # (5)!
