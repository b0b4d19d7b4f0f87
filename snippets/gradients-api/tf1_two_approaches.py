import tensorflow as tf


def one_step(approach):
    with tf.Graph().as_default():
        w = tf.Variable(3.0, name="w")
        b = tf.Variable(0.0, name="b")
        x = tf.constant([1.0, 2.0])
        y = tf.constant([1.0, 2.0])
        loss = tf.reduce_mean(tf.square(w * x + b - y))
        variable_list = [w, b]
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)

        if approach == 1:
            gradients = optimizer.compute_gradients(loss, var_list=variable_list)  # (1)!
            train_op = optimizer.apply_gradients(gradients)
        else:
            gradients = tf.gradients(loss, variable_list)  # (2)!
            train_op = optimizer.apply_gradients(zip(gradients, variable_list))

        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            sess.run(train_op)
            return sess.run(variable_list)


w1, b1 = one_step(approach=1)
w2, b2 = one_step(approach=2)
print(f"approach 1: w={w1:.6f} b={b1:.6f}")
print(f"approach 2: w={w2:.6f} b={b2:.6f}")
print("same update:", (w1, b1) == (w2, b2))
