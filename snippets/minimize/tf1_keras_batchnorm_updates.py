import numpy as np
import tensorflow as tf

x_batch = np.array([[1.0], [3.0]], np.float32)  # batch mean 2
with tf.Graph().as_default() as graph:
    x = tf.compat.v1.placeholder(tf.float32, [None, 1])
    bn = tf.keras.layers.BatchNormalization(momentum=0.5)
    bn.build((None, 1))  # (1)!
    before = len(graph.get_operations())
    y = bn(x, training=True)
    updates = [op for op in graph.get_operations()[before:] if op.type.startswith("Assign")]  # (2)!
    print("assign ops the call created:", [op.type for op in updates])
    print("layer has .updates:", hasattr(bn, "updates"))
    print("ops in UPDATE_OPS:", len(tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.UPDATE_OPS)))

    moving_mean = tf.identity(bn.moving_mean)
    w = tf.compat.v1.Variable([[1.0]])
    loss = tf.reduce_mean(tf.square(y * w - 1.0))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
    train_op = optimizer.minimize(loss, var_list=[w])  # (3)!
    with tf.control_dependencies(updates):  # (4)!
        train_op_with_updates = optimizer.minimize(loss, var_list=[w])

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        sess.run(train_op, {x: x_batch})
        print("moving mean after minimize():", sess.run(moving_mean).tolist())
        sess.run(train_op_with_updates, {x: x_batch})
        print("with the assign ops as dependencies:", sess.run(moving_mean).tolist())
