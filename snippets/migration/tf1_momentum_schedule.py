import tensorflow as tf

graph = tf.Graph()
with graph.as_default():
    w = tf.compat.v1.Variable(0.0)
    global_step = tf.compat.v1.train.get_or_create_global_step()
    learning_rate = tf.compat.v1.train.piecewise_constant(global_step, boundaries=[2], values=[1.0, 0.25])
    optimizer = tf.compat.v1.train.MomentumOptimizer(learning_rate, momentum=0.5)  # (1)!
    train_op = optimizer.apply_gradients([(tf.constant(1.0), w)], global_step=global_step)
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        for step in range(4):
            rate = sess.run(learning_rate)
            sess.run(train_op)
            print(f"step {step + 1}: learning rate {rate}, MomentumOptimizer w = {sess.run(w)}")
