import tensorflow as tf

graph = tf.Graph()
with graph.as_default():
    x = tf.constant([[0.5, -0.25], [1.0, 0.75]])
    w = tf.compat.v1.get_variable("w", initializer=tf.ones([2, 3]), use_resource=True)
    training = tf.compat.v1.placeholder_with_default(True, [])

    def block(x):
        h = tf.tanh(tf.matmul(x, w))
        return tf.cond(training, lambda: h - tf.reduce_mean(h, 0), lambda: h)  # (1)!

    def tanh_ops():
        return sum(op.type == "Tanh" for op in graph.get_operations())

    plain = tf.compat.v1.gradients(tf.reduce_sum(tf.square(block(x))), [w])[0]
    tanh_plain = tanh_ops()
    recomputed_loss = tf.reduce_sum(tf.square(tf.recompute_grad(block)(x)))  # (2)!
    recomputed = tf.compat.v1.gradients(recomputed_loss, [w])[0]
    tanh_recomputed = tanh_ops() - tanh_plain

with tf.compat.v1.Session(graph=graph) as sess:
    sess.run(tf.compat.v1.global_variables_initializer())
    a, b = sess.run([plain, recomputed])
print("same gradients:", bool(abs(a - b).max() < 1e-6))
print("Tanh ops, plain:", tanh_plain, " recompute_grad:", tanh_recomputed)  # (3)!
