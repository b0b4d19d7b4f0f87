import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


x_all = np.arange(1, 9, dtype=np.float32)
y_all = 2 * x_all + 1
k = 4  # micro-batches of 2 samples

with tf.Graph().as_default():
    xs = tf.compat.v1.placeholder(tf.float32, [None])
    ys = tf.compat.v1.placeholder(tf.float32, [None])
    w = tf.compat.v1.Variable(0.0)
    b = tf.compat.v1.Variable(0.0)
    loss = tf.reduce_mean(tf.square(w * xs + b - ys))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.01)
    grads_and_vars = optimizer.compute_gradients(loss, [w, b])
    sums = [tf.compat.v1.Variable(tf.zeros_like(v), trainable=False) for v in (w, b)]  # (1)!
    accumulate = [s.assign_add(g) for s, (g, _) in zip(sums, grads_and_vars)]  # (2)!
    global_step = tf.compat.v1.train.get_or_create_global_step()
    apply = optimizer.apply_gradients(
        [(s / k, v) for s, (_, v) in zip(sums, grads_and_vars)], global_step=global_step
    )  # (3)!
    reset = [s.assign(tf.zeros_like(s)) for s in sums]  # (4)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for i in range(k):
            sess.run(accumulate, {xs: x_all[2 * i : 2 * i + 2], ys: y_all[2 * i : 2 * i + 2]})
        print("accumulated / k:", ", ".join(f32(v / k) for v in sess.run(sums)))
        sess.run(apply)
        sess.run(reset)
        print(
            f"after one step: w={f32(sess.run(w))} b={f32(sess.run(b))} global_step={sess.run(global_step)}"
        )
        print("accumulators:", [float(v) for v in sess.run(sums)])
