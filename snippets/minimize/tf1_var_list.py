import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def one_step(names):
    with tf.Graph().as_default():
        X = [1.0, 2.0, 3.0]
        Y = [1.0, 2.0, 3.0]
        W = tf.Variable(5.0, name="W")
        b = tf.Variable(0.0, name="b")
        cost = tf.reduce_mean(tf.square(X * W + b - Y))
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
        var_list = None if names is None else [{"W": W, "b": b}[n] for n in names]
        train = optimizer.minimize(cost, var_list=var_list)  # (1)!
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            sess.run(train)
            return sess.run([W, b])


for names in [None, ["W"], ["b"]]:
    W, b = one_step(names)
    label = "None" if names is None else f"[{', '.join(names)}]"
    print(f"var_list={label:<6} W={f32(W):<10} b={f32(b)}")
