import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    X = tf.constant([3.3, 1.0])
    Y = tf.constant([1.7, 2.0])
    W = tf.Variable(0.73290884, name="weight")
    b = tf.Variable(0.436841, name="bias")
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.01)
    grads_and_vars = optimizer.compute_gradients(loss, var_list=[W, b])
    train_op = optimizer.apply_gradients(grads_and_vars)
    dW, db = (g for g, _ in grads_and_vars)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for step in range(1, 1001):
            if step <= 3 or step % 250 == 0:
                w, c, cost, gw, gb = sess.run([W, b, loss, dW, db])  # (1)!
                print(f"step {step:4}: W={f32(w)} b={f32(c)} loss={f32(cost)} dW={f32(gw)} db={f32(gb)}")
            sess.run(train_op)
        w, c = sess.run([W, b])

print(f"after 1000 steps: W={float(w):.6f} b={float(c):.6f}")
