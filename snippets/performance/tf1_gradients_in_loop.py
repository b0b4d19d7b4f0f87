import tensorflow as tf

graph = tf.Graph()
with graph.as_default():
    x = tf.compat.v1.placeholder(tf.float32, [2])
    w = tf.compat.v1.Variable([0.5, -0.25], name="w")
    loss = tf.reduce_sum(tf.square(w * x))
    init = tf.compat.v1.global_variables_initializer()

    with tf.compat.v1.Session() as sess:
        sess.run(init)
        sizes = [len(graph.get_operations())]
        for _ in range(3):
            grad = tf.compat.v1.gradients(loss, w)[0]  # (1)!
            sess.run(grad, {x: [1.0, 2.0]})
            sizes.append(len(graph.get_operations()))
        added = [b - a for a, b in zip(sizes, sizes[1:])]
        same = len(set(added)) == 1
        print("graph grew at every step:", all(n > 0 for n in added), " by the same number:", same)

        graph.finalize()  # (2)!
        try:
            tf.compat.v1.gradients(loss, w)
        except RuntimeError as e:
            print(f"{type(e).__name__}: {e}")
        before = len(graph.get_operations())
        for _ in range(3):
            sess.run(grad, {x: [1.0, 2.0]})  # (3)!
        print("ops added by 3 runs of the gradient built once:", len(graph.get_operations()) - before)
