import weakref

import tensorflow as tf

tf.keras.utils.set_random_seed(0)
layers = [tf.keras.layers.Dense(16, activation="tanh", name=f"dense_{i}") for i in range(4)]
x = tf.random.normal([4, 16])
for layer in layers:
    layer.build(x.shape)
variables = [v for layer in layers for v in layer.trainable_variables]
refs = []


def block(h, first, last):  # layers[first] to layers[last], one after the other
    for layer in layers[first:last]:
        h = layer(h)
        refs.append(weakref.ref(h))  # (1)!
    return layers[last](h)


def kept_after_forward(blocks, recompute):
    refs.clear()
    with tf.GradientTape() as tape:
        h = x
        for first, last in blocks:
            fn = lambda t, a=first, b=last: block(t, a, b)  # noqa: E731
            h = tf.recompute_grad(fn)(h) if recompute else fn(h)  # (2)!
            refs.append(weakref.ref(h))
        loss = tf.reduce_sum(h * h)
    del h
    alive = sum(r() is not None for r in refs)
    tape.gradient(loss, variables)
    return alive


print("layer outputs kept, of 4:")
print("  no recompute_grad:         ", kept_after_forward([(0, 3)], recompute=False))
print("  one block of 4 layers:     ", kept_after_forward([(0, 3)], recompute=True))  # (3)!
print("  two blocks of 2 layers:    ", kept_after_forward([(0, 1), (2, 3)], recompute=True))
print("  each layer its own block:  ", kept_after_forward([(i, i) for i in range(4)], recompute=True))  # (4)!

runs = tf.Variable(0.0)


def counted_block(h):
    runs.assign_add(1)  # (5)!
    for layer in layers[:2]:
        h = layer(h)
    return h


recomputed = tf.recompute_grad(counted_block)  # (6)!


@tf.function
def train_step(x):
    with tf.GradientTape() as tape:
        h = recomputed(x)
        for layer in layers[2:]:
            h = layer(h)
        loss = tf.reduce_sum(h * h)
    for v, g in zip(variables, tape.gradient(loss, variables)):
        v.assign_sub(0.1 * g)
    return loss


for _ in range(3):
    train_step(x)
print("steps: 3  block runs:", int(runs.numpy()), " traces:", train_step.experimental_get_tracing_count())
