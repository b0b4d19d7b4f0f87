import os
import tempfile

import tensorflow as tf


def build(with_adam):
    graph = tf.Graph()
    with graph.as_default():
        x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
        y = tf.constant([[1.0], [0.0]])
        w = tf.compat.v1.get_variable("w", initializer=tf.ones([2, 1]))
        loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
        if not with_adam:
            return graph, w, None, None
        optimizer = tf.compat.v1.train.AdamOptimizer(0.1)
        return graph, w, optimizer, optimizer.minimize(loss)  # (1)!


with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.ckpt")
    graph, w, _, _ = build(with_adam=False)
    with graph.as_default(), tf.compat.v1.Session() as sess:
        sess.run(w.assign([[0.5], [0.5]]))
        tf.compat.v1.train.Saver().save(sess, path)
    print("in the checkpoint:", [name for name, _ in tf.train.list_variables(path)])

    graph, w, optimizer, train = build(with_adam=True)
    with graph.as_default(), tf.compat.v1.Session() as sess:
        print("in the graph:", [v.op.name for v in tf.compat.v1.global_variables()])
        try:
            tf.compat.v1.train.Saver().restore(sess, path)  # (2)!
        except tf.errors.NotFoundError as e:
            lines = str(e).splitlines()
            print(f"{type(e).__name__}: {lines[0]}")
            print("  ...", next(line for line in lines if line.startswith("Key ")))  # (3)!

        model_variables = [v for v in tf.compat.v1.global_variables() if v not in optimizer.variables()]
        tf.compat.v1.train.Saver(var_list=model_variables).restore(sess, path)  # (4)!
        sess.run(tf.compat.v1.variables_initializer(optimizer.variables()))  # (5)!
        print("restored w:", [float(v) for v in sess.run(w).ravel()])
        for _ in range(2):
            sess.run(train)
        print("after 2 Adam steps:", [f"{float(v):.4f}" for v in sess.run(w).ravel()])
