import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
    print("has minimize:", hasattr(optimizer, "minimize"))

    X = [1.0, 2.0, 3.0]
    Y = [1.0, 2.0, 3.0]
    W = tf.Variable(5.0)
    cost = tf.reduce_mean(tf.square(X * W - Y))
    train = optimizer.minimize(cost)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for epoch in range(1, 4):
            cost_value, _ = sess.run([cost, train])  # (1)!
            print(f"epoch {epoch}: cost={f32(cost_value):<10} W={f32(sess.run(W))}")
