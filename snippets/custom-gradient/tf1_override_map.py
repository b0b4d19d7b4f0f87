import tensorflow as tf


@tf.RegisterGradient("ClipGradient")  # (1)!
def _clip_gradient(op, grad):
    return tf.clip_by_norm(grad, 1.0)


with tf.Graph().as_default() as graph:
    w1 = tf.compat.v1.Variable(2.0)
    w2 = tf.compat.v1.Variable(4.0)
    x = tf.constant(3.0)
    with graph.gradient_override_map({"Identity": "ClipGradient"}):  # (2)!
        h = tf.identity(w1 * x)
    loss = w2 * h
    grads = tf.compat.v1.gradients(loss, [w1, w2])
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        g1, g2 = sess.run(grads)
        print(f"clip at h    dloss/dw1 = {g1:g}  dloss/dw2 = {g2:g}")
