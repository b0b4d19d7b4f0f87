import numpy as np
import tensorflow as tf

tasks = np.array([[[1.0], [3.0]], [[5.0], [7.0]]], np.float32)  # two tasks, batch means 2 and 6


def build(dependency_inside):
    x = tf.compat.v1.placeholder(tf.float32, [2, 2, 1])
    w = tf.compat.v1.Variable([[1.0]])
    moving_mean = tf.compat.v1.Variable([0.0], trainable=False)

    def task_loss(xs):  # one task of the meta-batch, inside the map_fn loop
        mean, _ = tf.nn.moments(xs, axes=[0])
        update = moving_mean.assign(0.5 * moving_mean + 0.5 * mean)
        tf.compat.v1.add_to_collection(tf.compat.v1.GraphKeys.UPDATE_OPS, update)
        loss = tf.reduce_mean(tf.square((xs - mean) * w - 1.0))
        if dependency_inside:
            with tf.control_dependencies([update]):  # (1)!
                loss = tf.identity(loss)
        return loss

    losses = tf.map_fn(task_loss, x, parallel_iterations=1)
    return x, moving_mean, losses


optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
with tf.Graph().as_default():
    x, moving_mean, losses = build(dependency_inside=False)
    try:
        update_ops = tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.UPDATE_OPS)
        with tf.control_dependencies(update_ops):  # (2)!
            train = optimizer.minimize(tf.reduce_sum(losses))
    except ValueError as e:
        lines = str(e).splitlines()
        print(f"UPDATE_OPS outside map_fn: {type(e).__name__}: {lines[0]} ...{lines[-1]}")

with tf.Graph().as_default():
    x, moving_mean, losses = build(dependency_inside=True)
    grads_and_vars = optimizer.compute_gradients(tf.reduce_sum(losses))
    train = optimizer.apply_gradients(grads_and_vars)  # (3)!
    with tf.control_dependencies([losses]):  # (4)!
        train_after_losses = optimizer.apply_gradients(grads_and_vars)
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        sess.run(train, {x: tasks})
        print("dependency inside map_fn: moving mean", sess.run(moving_mean)[0])
        sess.run(train_after_losses, {x: tasks})
        print("... and train op after the losses: moving mean", sess.run(moving_mean)[0])
