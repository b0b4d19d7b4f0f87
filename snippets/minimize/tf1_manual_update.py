import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    X = [1.0, 2.0, 3.0]
    Y = [1.0, 2.0, 3.0]
    learning_rate = 0.01

    W_manual = tf.Variable(5.0)
    gradient = tf.reduce_mean((W_manual * X - Y) * X) * 2
    manual_step = W_manual.assign(W_manual - learning_rate * gradient)  # (1)!

    W_opt = tf.Variable(5.0)
    cost = tf.reduce_mean(tf.square(X * W_opt - Y))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate)
    [(automatic, _)] = optimizer.compute_gradients(cost, var_list=[W_opt])
    train = optimizer.minimize(cost, var_list=[W_opt])

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print("step  manual grad  auto grad   W (assign)  W (minimize)")
        for step in range(1, 4):
            g_manual, g_auto = sess.run([gradient, automatic])
            sess.run([manual_step, train])
            w_manual, w_opt = sess.run([W_manual, W_opt])
            print(f"{step:<5} {f32(g_manual):<12} {f32(g_auto):<11} {f32(w_manual):<11} {f32(w_opt)}")
