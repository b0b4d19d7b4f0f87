import tensorflow as tf

with tf.Graph().as_default():
    w1 = tf.compat.v1.Variable([1.0, 2.0], name="w1")
    w2 = tf.compat.v1.Variable([3.0], name="w2")
    optimizer = tf.compat.v1.train.AdamOptimizer(learning_rate=0.1)
    step1 = optimizer.apply_gradients([(tf.constant([1.0, 1.0]), w1)])
    step2 = optimizer.apply_gradients([(tf.constant([1.0]), w2)])  # (1)!
    print("slot names:", optimizer.get_slot_names())
    print("slots:", [optimizer.get_slot(w, "m").name for w in (w1, w2)])  # (2)!
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        sess.run(step1)
        sess.run(step2)  # (3)!
        w1_value, w2_value = sess.run([w1, w2])
        print("w1 =", [f"{v:.4f}" for v in w1_value], " w2 =", [f"{v:.4f}" for v in w2_value])
