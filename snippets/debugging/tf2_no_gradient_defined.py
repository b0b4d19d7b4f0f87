import tensorflow as tf

x = tf.Variable(tf.reshape(tf.range(16.0), [1, 4, 4, 1]))  # one 4x4 image, one channel
weights = tf.reshape([1.0, 2.0, 3.0, 4.0], [1, 2, 2, 1])


def area(x):
    return tf.image.resize(x, [2, 2], method="area")  # (1)!


def gradient(resize):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(weights * resize(x))
    return tape.gradient(loss, x)


def area_in_cond(x):
    return tf.cond(tf.reduce_min(x) >= 0, lambda: area(x), lambda: x[:, ::2, ::2])


in_function = tf.function(lambda: gradient(area_in_cond), autograph=False)  # (2)!
for name, run in [("eager", lambda: gradient(area)), ("tf.cond in tf.function", in_function)]:
    try:
        run()
    except LookupError as e:
        print(f"{name}: {type(e).__name__}: {str(e).split('. ')[0]}")  # (3)!

print("stop_gradient:", gradient(lambda x: tf.stop_gradient(area(x))))  # (4)!


@tf.custom_gradient
def area_with_gradient(x):  # (5)!
    def grad(upstream):  # each output pixel is the mean of a 2x2 block
        return tf.repeat(tf.repeat(upstream, 2, axis=1), 2, axis=2) / 4.0

    return area(x), grad


print("custom_gradient:", gradient(area_with_gradient)[0, :, :, 0].numpy().tolist())


def pool(x):
    return tf.nn.avg_pool2d(x, 2, 2, "VALID")  # (6)!


same_values = bool(tf.reduce_all(pool(x) == area(x)))
same_gradient = bool(tf.reduce_all(gradient(pool) == gradient(area_with_gradient)))
print(f"avg_pool2d: same values {same_values}, same gradient {same_gradient}")
