import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def train(style, steps=3):
    with tf.Graph().as_default():
        X = [1.0, 2.0, 3.0]
        Y = [1.0, 2.0, 3.0]
        W = tf.Variable(5.0)
        cost = tf.reduce_mean(tf.square(X * W - Y))
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
        if style == "minimize":
            train_op = optimizer.minimize(cost)  # (1)!
            fetch = W
        else:
            grads_and_vars = optimizer.compute_gradients(cost)  # (2)!
            train_op = optimizer.apply_gradients(grads_and_vars)  # (3)!
            fetch = grads_and_vars[0][0]  # the gradient W is about to use
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            history = []
            for _ in range(steps):
                seen = sess.run(fetch)
                sess.run(train_op)
                history.append((seen, sess.run(W)))
            return history


one_call = train("minimize")
two_halves = train("compute + apply")
print("step  gradient   W (minimize)  W (compute+apply)")
for step, ((_, w1), (g, w2)) in enumerate(zip(one_call, two_halves), start=1):
    print(f"{step:<5} {f32(g):<10} {f32(w1):<13} {f32(w2)}")
print("same W:", [w for _, w in one_call] == [w for _, w in two_halves])
