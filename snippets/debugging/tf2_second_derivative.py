import tensorflow as tf

x = tf.Variable(tf.reshape([1.0, 4, 2, 3, 8, 5, 7, 6, 9, 12, 10, 11, 16, 13, 15, 14], [1, 4, 4, 1]))


def max_pool_with_argmax(t):
    return tf.nn.max_pool_with_argmax(t, 2, 2, "VALID")[0]


pools = {
    "max_pool2d": lambda t: tf.nn.max_pool2d(t, 2, 2, "VALID"),
    "avg_pool2d": lambda t: tf.nn.avg_pool2d(t, 2, 2, "VALID"),
    "max_pool_with_argmax": max_pool_with_argmax,
}
for name, pool in pools.items():
    with tf.GradientTape() as outer:
        with tf.GradientTape() as inner:
            y = tf.reduce_sum(pool(x * x))  # (1)!
        grad = inner.gradient(y, x)  # runs MaxPoolGrad, AvgPoolGrad, MaxPoolGradWithArgmax
        penalty = tf.reduce_sum(grad * grad)  # (2)!
    try:
        second = outer.gradient(penalty, x)  # (3)!
        print(f"{name}: {[v for v in second.numpy().ravel().tolist() if v]}")
    except LookupError as e:
        print(f"{name}: {type(e).__name__}: {e}")
