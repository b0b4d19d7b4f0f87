import collections

import tensorflow as tf


def traced_operations(optimizer, n):
    variables = [tf.Variable(tf.fill([4], 1.0)) for _ in range(n)]
    gradients = [tf.fill([4], 0.5) for _ in range(n)]
    optimizer.apply_gradients(zip(gradients, variables))  # creates the slots

    @tf.function
    def step(gradients):
        optimizer.apply_gradients(zip(gradients, variables))

    graph = step.get_concrete_function(gradients).graph  # (1)!
    return collections.Counter(op.type for op in graph.get_operations())


def operations_per_variable(make_optimizer):
    return traced_operations(make_optimizer(), 2) - traced_operations(make_optimizer(), 1)  # (2)!


for name, make_optimizer in (
    ("tf.keras.optimizers.Adam", lambda: tf.keras.optimizers.Adam(0.25, epsilon=1e-8)),
    ("tf.compat.v1.train.AdamOptimizer", lambda: tf.compat.v1.train.AdamOptimizer(0.25)),  # (3)!
):
    per_variable = operations_per_variable(make_optimizer)
    computing = {k: v for k, v in sorted(per_variable.items()) if k not in ("Placeholder", "Const")}
    print(f"{name}: {per_variable.total()} operations per variable")
    print("   ", computing)

for name, optimizer in (  # (4)!
    ("tf.keras.optimizers.Adam", tf.keras.optimizers.Adam(0.25, epsilon=1e-8)),
    ("tf.compat.v1.train.AdamOptimizer", tf.compat.v1.train.AdamOptimizer(0.25)),
):
    w = tf.Variable([1.0, -1.0])
    for gradient in ([1.0, 0.5], [0.5, -1.0], [-0.25, 1.0]):
        optimizer.apply_gradients([(tf.constant(gradient), w)])
    print(f"{name}: w = {[f'{v:.4f}' for v in w.numpy()]}")
