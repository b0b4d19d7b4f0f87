import tensorflow as tf

with tf.Graph().as_default():
    x = tf.constant(3.0)
    v = tf.Variable(3.0, name="v")
    frozen = tf.Variable(3.0, name="frozen", trainable=False)
    g_constant = tf.gradients(x * x, x)  # (1)!
    g_variables = tf.gradients(v * v + frozen * frozen, [v, frozen])

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        (dx,), (dv, dfrozen) = sess.run([g_constant, g_variables])

print("constant:             ", float(dx))
print("trainable variable:   ", float(dv))
print("non-trainable:        ", float(dfrozen))
