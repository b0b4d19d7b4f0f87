import tensorflow as tf

tf.get_logger().setLevel("ERROR")  # in a notebook, RMSPropOptimizer would log a deprecation warning

with tf.Graph().as_default():
    w = tf.Variable(0.0)
    optimizer = tf.compat.v1.train.RMSPropOptimizer(learning_rate=0.01)  # (1)!
    train_op = optimizer.apply_gradients([(tf.constant(0.001), w)])
    mean_square = optimizer.get_slot(w, "rms")  # (2)!

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        start = sess.run(mean_square)
        steps = []
        for _ in range(3):
            sess.run(train_op)
            steps.append(f"{sess.run(w):.4g}")
        print("RMSPropOptimizer(learning_rate=0.01):")
        print(f"  mean square at the start {start:g}; w after steps 1, 2, 3: {', '.join(steps)}")
