import tensorflow as tf

X = [1.0, 2.0, 3.0]
Y = [1.0, 2.0, 3.0]


def model_fn(variant):  # the train_op a custom model_fn returns for mode TRAIN
    W = tf.compat.v1.get_variable("W", initializer=5.0)
    loss = tf.reduce_mean(tf.square(X * W - Y))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.01)
    global_step = tf.compat.v1.train.get_global_step()  # (1)!
    if variant == "minimize(global_step=...)":
        return optimizer.minimize(loss, global_step=global_step)  # (2)!
    if variant == "... plus assign_add(1)":
        train_op = optimizer.minimize(loss, global_step=global_step)
        return tf.group(train_op, global_step.assign_add(1))  # (3)!
    return optimizer.minimize(loss)  # (4)!


for variant in ["minimize(global_step=...)", "... plus assign_add(1)", "minimize() without it"]:
    with tf.Graph().as_default():
        global_step = tf.compat.v1.train.get_or_create_global_step()
        train_op = model_fn(variant)
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            runs = 0
            while sess.run(global_step) < 4 and runs < 6:  # (5)!
                sess.run(train_op)
                runs += 1
            print(f"{variant:<27} train_op ran {runs} times, global step {sess.run(global_step)}")
