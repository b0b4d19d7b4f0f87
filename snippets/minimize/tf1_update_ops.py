import numpy as np
import tensorflow as tf

x_batch = np.array([[1.0], [3.0]], np.float32)  # batch mean 2
with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [None, 1])
    w = tf.compat.v1.Variable([[1.0]])
    moving_mean = tf.compat.v1.Variable([0.0], trainable=False)
    mean, variance = tf.nn.moments(x, axes=[0])
    update = moving_mean.assign(0.5 * moving_mean + 0.5 * mean)  # (1)!
    tf.compat.v1.add_to_collection(tf.compat.v1.GraphKeys.UPDATE_OPS, update)
    loss = tf.reduce_mean(tf.square((x - mean) * w - 1.0))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)

    train_op = optimizer.minimize(loss)  # (2)!
    update_ops = tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.UPDATE_OPS)
    with tf.control_dependencies(update_ops):  # (3)!
        train_op_with_updates = optimizer.minimize(loss)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        sess.run(train_op, {x: x_batch})
        print("moving mean after minimize():", sess.run(moving_mean).tolist())
        sess.run(train_op_with_updates, {x: x_batch})
        print("with the UPDATE_OPS dependency:", sess.run(moving_mean).tolist())
