import numpy as np
import tensorflow as tf

tasks = np.array([[[1.0], [3.0]], [[5.0], [7.0]]], np.float32)  # two tasks, batch means 2 and 6


def train_once(variant):
    with tf.Graph().as_default():
        x = tf.compat.v1.placeholder(tf.float32, [2, 2, 1])
        w = tf.compat.v1.Variable([[1.0]])
        moving_mean = tf.compat.v1.Variable([0.0], trainable=False)

        def task_loss(xs):  # one task of the meta-batch, inside the map_fn loop
            mean, _ = tf.nn.moments(xs, axes=[0])
            update = moving_mean.assign(0.5 * moving_mean + 0.5 * mean)
            tf.compat.v1.add_to_collection(tf.compat.v1.GraphKeys.UPDATE_OPS, update)
            loss = tf.reduce_mean(tf.square((xs - mean) * w - 1.0))
            if variant != "UPDATE_OPS outside map_fn":
                with tf.control_dependencies([update]):  # (1)!
                    loss = tf.identity(loss)
            return loss

        losses = tf.map_fn(task_loss, x, parallel_iterations=1)
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
        try:
            if variant == "UPDATE_OPS outside map_fn":
                update_ops = tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.UPDATE_OPS)
                with tf.control_dependencies(update_ops):  # (2)!
                    train = optimizer.minimize(tf.reduce_sum(losses))
            elif variant == "dependency inside map_fn":
                train = optimizer.minimize(tf.reduce_sum(losses))  # (3)!
            else:
                with tf.control_dependencies([losses]):  # (4)!
                    train = optimizer.minimize(tf.reduce_sum(losses))
        except ValueError as e:
            lines = str(e).splitlines()
            print(f"{variant}: {type(e).__name__}: {lines[0]} ...{lines[-1]}")
            return
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            sess.run(train, {x: tasks})
            mean, weight = sess.run([moving_mean, w])
            print(f"{variant}: moving mean {mean[0]}, w {weight[0, 0]:.2f}")


train_once("UPDATE_OPS outside map_fn")
train_once("dependency inside map_fn")
train_once("... and train op after the losses")
