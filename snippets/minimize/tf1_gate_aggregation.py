import numpy as np
import tensorflow as tf

Optimizer = tf.compat.v1.train.Optimizer
Aggregation = tf.AggregationMethod


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def gradient(**kwargs):
    with tf.Graph().as_default():
        X = [1.0, 2.0, 3.0]
        Y = [1.0, 2.0, 3.0]
        W = tf.Variable(5.0)
        cost = tf.reduce_mean(tf.square(X * W - Y)) + 0.1 * tf.square(W)  # (1)!
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.01)
        [(grad, _)] = optimizer.compute_gradients(cost, var_list=[W], **kwargs)
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            return sess.run(grad)


for gate in ["GATE_NONE", "GATE_OP", "GATE_GRAPH"]:  # (2)!
    value = gradient(gate_gradients=getattr(Optimizer, gate))
    print(f"{'gate_gradients=' + gate:<45} {f32(value)}")
for method in ["ADD_N", "EXPERIMENTAL_TREE", "EXPERIMENTAL_ACCUMULATE_N"]:  # (3)!
    value = gradient(aggregation_method=getattr(Aggregation, method))
    print(f"{'aggregation_method=' + method:<45} {f32(value)}")
