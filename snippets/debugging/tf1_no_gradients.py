import tensorflow as tf

with tf.Graph().as_default():
    w = tf.compat.v1.Variable(2.0, name="w")
    x = tf.constant(1.3)
    loss = tf.square(tf.round(w * x) - 3.0, name="loss")  # (1)!
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
    print("gradients:", tf.compat.v1.gradients(loss, [w]))  # (2)!
    try:
        optimizer.minimize(loss)
    except ValueError as e:
        print(f"{type(e).__name__}: {e}")  # (3)!
