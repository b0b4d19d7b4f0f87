import tensorflow as tf

with tf.Graph().as_default():
    w = tf.Variable(1.0, name="w")
    unused = tf.Variable(1.0, name="unused")  # the loss never reads it
    loss = 2.0 * w
    opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    try:
        opt.minimize(loss, var_list=[unused])  # (1)!
    except ValueError as e:
        print(f"minimize: ValueError: {e}")
    try:
        opt.apply_gradients(opt.compute_gradients(loss, var_list=[unused]))  # (2)!
    except ValueError as e:
        print(f"apply_gradients: ValueError: {e}")
