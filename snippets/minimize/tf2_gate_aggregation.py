import numpy as np
import tensorflow as tf

Aggregation = tf.AggregationMethod


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])
W = tf.Variable(5.0)


def cost_fn():
    return tf.reduce_mean(tf.square(X * W - Y)) + 0.1 * tf.square(W)  # (1)!


with tf.GradientTape() as tape:
    cost = cost_fn()
print(f"{'GradientTape':<45} {f32(tape.gradient(cost, W))}")  # (2)!


VARIANTS = {"gate_gradients=False": (False, None), "gate_gradients=True": (True, None)}
for method in ["ADD_N", "EXPERIMENTAL_TREE", "EXPERIMENTAL_ACCUMULATE_N"]:
    VARIANTS["aggregation_method=" + method] = (False, getattr(Aggregation, method))


@tf.function
def graph_gradients():
    return {
        name: tf.gradients(cost_fn(), [W], gate_gradients=gate, aggregation_method=method)[0]  # (3)!
        for name, (gate, method) in VARIANTS.items()
    }


for name, value in graph_gradients().items():
    print(f"{name:<45} {f32(value)}")
