import numpy as np
import tensorflow as tf

try:
    tf.RegisterGradient("GradientReversalHalf")(lambda op, grad: -0.5 * grad)  # (1)!
except KeyError:
    pass


def model(x, w_features, w_head):
    graph = tf.compat.v1.get_default_graph()
    with graph.gradient_override_map({"Identity": "GradientReversalHalf"}):  # (2)!
        h = tf.identity(tf.matmul(x, w_features))
    return tf.matmul(h, w_head)


def tape_gradients(x, w_features, w_head):
    with tf.GradientTape() as tape:
        y = model(x, w_features, w_head)
    return tape.gradient(y, [w_features, w_head])


def show(name, grads):
    features, head = (np.ravel(g).tolist() for g in grads)
    print(f"{name:<25} features: {features}  head: {head}")


x = [[1.0, 0.5]]
with tf.Graph().as_default():
    w_features, w_head = tf.compat.v1.Variable(tf.ones([2, 1])), tf.compat.v1.Variable(tf.ones([1, 1]))
    grads = tf.compat.v1.gradients(model(x, w_features, w_head), [w_features, w_head])
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        show("graph, tf.gradients", sess.run(grads))

w_features, w_head = tf.Variable(tf.ones([2, 1])), tf.Variable(tf.ones([1, 1]))
show("eager, tape", tape_gradients(x, w_features, w_head))  # (3)!
show("tf.function, tape inside", tf.function(tape_gradients)(x, w_features, w_head))  # (4)!
