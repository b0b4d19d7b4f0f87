import numpy as np
import tensorflow as tf

Aggregation = tf.AggregationMethod


def f32(value):
    return np.format_float_positional(np.float32(value), trim="0")


X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])
W = tf.Variable(5.0)


def cost_fn():
    return tf.reduce_mean(tf.square(X * W - Y)) + 0.1 * tf.square(W)  # (1)!


with tf.GradientTape() as tape:
    cost = cost_fn()
print(f"{'GradientTape':<45} {f32(tape.gradient(cost, W))}")  # (2)!


@tf.function
def graph_gradient(gate_gradients, aggregation_method):
    return tf.gradients(cost_fn(), [W], gate_gradients=gate_gradients,  # (3)!
                        aggregation_method=aggregation_method)[0]


for gate in [False, True]:
    value = graph_gradient(gate, None)
    print(f"{'gate_gradients=' + str(gate):<45} {f32(value)}")
for method in ["ADD_N", "EXPERIMENTAL_TREE", "EXPERIMENTAL_ACCUMULATE_N"]:
    value = graph_gradient(False, getattr(Aggregation, method))
    print(f"{'aggregation_method=' + method:<45} {f32(value)}")
