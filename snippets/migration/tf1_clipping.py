import numpy as np
import tensorflow as tf


def show(label, values):
    text = ", ".join(np.format_float_positional(np.float32(v), trim="0") for v in values)
    print(f"{label:26} [{text}]")


with tf.Graph().as_default():
    w, v = tf.Variable(0.0), tf.Variable(0.0)
    loss = 10.0 * w + 5.0 * v  # gradients: [10, 5], global norm sqrt(125)
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=1.0)
    grads_and_vars = optimizer.compute_gradients(loss, var_list=[w, v])
    grads = [g for g, _ in grads_and_vars]

    by_value = [tf.clip_by_value(g, -1.0, 1.0) for g in grads]
    by_norm = [tf.clip_by_norm(g, 6.0) for g in grads]
    by_global_norm, _ = tf.clip_by_global_norm(grads, 6.0)
    train_op = optimizer.apply_gradients(zip(by_global_norm, [w, v]))  # (1)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        show("gradients", sess.run(grads))
        show("clip_by_value(-1, 1)", sess.run(by_value))
        show("clip_by_norm(6)", sess.run(by_norm))
        show("clip_by_global_norm(6)", sess.run(by_global_norm))
        sess.run(train_op)
        show("apply_gradients(clipped)", [-x for x in sess.run([w, v])])
