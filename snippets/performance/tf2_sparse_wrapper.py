import warnings

import tensorflow as tf


def describe(grad):
    if isinstance(grad, tf.IndexedSlices):
        dense_shape = tf.get_static_value(grad.dense_shape).tolist()
        return f"IndexedSlices, values {grad.values.shape.as_list()} of {dense_shape}"
    return f"Tensor {grad.shape.as_list()}"


class SeenSGD(tf.keras.optimizers.SGD):  # an SGD that reports the gradient it receives
    def update_step(self, gradient, variable, learning_rate):
        print(f"  {'inner SGD receives':20} {describe(gradient)}")
        return super().update_step(gradient, variable, learning_rate)


def add_noise(grad):  # (1)!
    noise = tf.random.stateless_normal(grad.dense_shape, seed=[1, 2], stddev=0.1)
    return tf.add(grad, noise)


class NoisySGD:  # (2)!
    def __init__(self, optimizer):
        self.optimizer = optimizer

    def apply_gradients(self, grads_and_vars):
        self.optimizer.apply_gradients([(add_noise(g), v) for g, v in grads_and_vars])


ids = tf.constant([1, 1, 3])
for name, optimizer in [
    ("LossScaleOptimizer", tf.keras.mixed_precision.LossScaleOptimizer(SeenSGD(0.1))),
    ("a noise wrapper", NoisySGD(SeenSGD(0.1))),
]:
    table = tf.Variable(tf.ones([1000, 4]))
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.gather(table, ids))
    grad = tape.gradient(loss, table)
    print(f"{name}:\n  {'tape.gradient':20} {describe(grad)}")
    optimizer.apply_gradients([(grad, table)])
    moved = int(tf.reduce_sum(tf.cast(tf.reduce_any(table != 1.0, axis=1), tf.int32)))
    print(f"  {'rows updated':20} {moved} of 1000")  # (3)!


@tf.function
def transformed(table, ids, transform):
    with tf.GradientTape() as tape:
        tape.watch(table)
        loss = tf.reduce_sum(tf.gather(table, ids))
    return transform(tape.gradient(loss, table))


shape = [1_636_179, 100]  # (4)!
for name, transform in [
    ("unscale (LossScaleOptimizer)", lambda g: tf.keras.ops.divide(g, 1024.0)),  # (5)!
    ("add noise", add_noise),
]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        graph = transformed.get_concrete_function(  # traced only: nothing of that size is allocated
            tf.TensorSpec(shape), tf.TensorSpec([None], tf.int32), transform
        )
    print(f"{name}: {describe(graph.structured_outputs)}")
    print(" ", *[f"{w.category.__name__}: {w.message}" for w in caught] or ["no warning"])
print(f"a dense float32 gradient of that table: {shape[0] * shape[1] * 4} bytes")
