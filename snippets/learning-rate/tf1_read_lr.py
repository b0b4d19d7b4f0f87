import tensorflow as tf

graph = tf.Graph()
with graph.as_default():
    global_step = tf.compat.v1.train.get_or_create_global_step()
    lr = tf.compat.v1.train.exponential_decay(1.0, global_step, decay_steps=1, decay_rate=0.5)  # (1)!
    w = tf.compat.v1.get_variable("w", initializer=0.0)
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(lr)
    train_op = optimizer.apply_gradients([(tf.constant(1.0), w)], global_step=global_step)  # (2)!
    init = tf.compat.v1.global_variables_initializer()

with tf.compat.v1.Session(graph=graph) as sess:
    sess.run(init)
    for _ in range(3):
        step, rate, before = sess.run([global_step, lr, w])  # (3)!
        sess.run(train_op)
        print(f"global_step {step}: learning rate {rate}, w moved {before - sess.run(w)}")
    print(f"after {sess.run(global_step)} updates: learning rate {sess.run(lr)}")
