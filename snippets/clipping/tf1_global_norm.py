import numpy as np
import tensorflow as tf


def f32s(x):  # shortest decimal form of a float32, or of each element: [a, b, ...]
    text = [np.format_float_positional(np.float32(v), trim="0") for v in np.ravel(x)]
    return text[0] if np.ndim(x) == 0 else f"[{', '.join(text)}]"


with tf.Graph().as_default():
    a = tf.Variable([0.0, 0.0], name="a")
    b = tf.Variable(0.0, name="b")
    loss = tf.reduce_sum(a * [3.0, 4.0]) + 12.0 * b  # gradients: [3, 4] and 12
    max_norm = 6.5

    params = tf.compat.v1.trainable_variables()  # (1)!
    opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    gradients = tf.gradients(loss, params)
    clipped, norm = tf.clip_by_global_norm(gradients, max_norm)  # (2)!
    train_op = opt.apply_gradients(zip(clipped, params))

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        grad_values, clipped_values, norm_value = sess.run([gradients, clipped, norm])
        sess.run(train_op)  # (3)!
        param_values = sess.run(params)

    print("global norm", f32s(norm_value))
    print(f"{'variable':9} {'gradient':11} {'clipped':11} after one step")
    for p, g, c, v in zip(params, grad_values, clipped_values, param_values):
        print(f"{p.name:9} {f32s(g):11} {f32s(c):11} {f32s(v)}")
