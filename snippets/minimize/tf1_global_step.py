import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    X = [1.0, 2.0, 3.0]
    Y = [1.0, 2.0, 3.0]
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)

    W1 = tf.Variable(5.0)
    step1 = tf.Variable(0, trainable=False, dtype=tf.int64)  # (1)!
    cost1 = tf.reduce_mean(tf.square(X * W1 - Y))
    train1 = optimizer.minimize(cost1, var_list=[W1], global_step=step1)  # (2)!

    W2 = tf.Variable(5.0)
    step2 = tf.compat.v1.train.get_or_create_global_step()  # (3)!
    cost2 = tf.reduce_mean(tf.square(X * W2 - Y))
    grads_and_vars = optimizer.compute_gradients(cost2, var_list=[W2])
    train2 = optimizer.apply_gradients(grads_and_vars, global_step=step2)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print("minimize            apply_gradients")
        for i in range(4):
            s1, w1, s2, w2 = sess.run([step1, W1, step2, W2])
            print(f"step={s1} W={f32(w1):<10} step={s2} W={f32(w2)}")
            if i < 3:
                sess.run([train1, train2])
