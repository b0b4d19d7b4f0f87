import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    X = [1.0, 2.0, 3.0]
    Y = [1.0, 2.0, 3.0]
    W = tf.Variable(5.0)
    hypothesis = X * W
    gradient = tf.reduce_mean((W * X - Y) * X) * 2  # (1)!
    cost = tf.reduce_mean(tf.square(hypothesis - Y))

    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
    gvs = optimizer.compute_gradients(cost, [W])
    gvs = [(tf.clip_by_value(grad, -1.0, 1.0), var) for grad, var in gvs]  # (2)!
    apply_gradients = optimizer.apply_gradients(gvs)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print("step  manual gradient  W          clipped gradient")
        for step in range(100):
            manual, w, [(clipped, _)] = sess.run([gradient, W, gvs])  # (3)!
            if step < 5 or step == 99:
                print(f"{step:<5} {f32(manual):<16} {f32(w):<10} {f32(clipped)}")
            elif step == 5:
                print("...")
            sess.run(apply_gradients)
