import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    w = tf.Variable(5.0, name="w")
    unused = tf.Variable(1.0, name="unused")  # the loss never reads it
    loss = 10.0 * w
    opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    grads_and_vars = opt.compute_gradients(loss, [w, unused])
    print("gradients:", [None if g is None else "tensor" for g, _ in grads_and_vars])

    try:
        clipped = [(tf.clip_by_norm(g, 6.0), v) for g, v in grads_and_vars]  # (1)!
    except ValueError as e:
        print(f"ValueError: {e}")

    clipped = []
    for g, v in grads_and_vars:
        if g is not None:  # (2)!
            g = tf.clip_by_norm(g, 6.0)
        clipped.append((g, v))
    train_op = opt.apply_gradients(clipped)  # (3)!

    global_clipped, norm = tf.clip_by_global_norm([g for g, _ in grads_and_vars], 6.0)  # (4)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        values = [None if g is None else float(sess.run(g)) for g in global_clipped]
        print("clip_by_global_norm:", values)
        print("global norm:", float(sess.run(norm)))
        sess.run(train_op)
        print(f"after one step: w={f32(sess.run(w))} unused={f32(sess.run(unused))}")
