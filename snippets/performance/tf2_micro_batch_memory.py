import weakref

import tensorflow as tf

tf.keras.utils.set_random_seed(0)
dense = tf.keras.layers.Dense(16, activation="tanh", name="dense")
x = tf.random.normal([8, 16])
dense.build(x.shape)
variables = dense.trainable_variables
micro_batches = tf.split(x, 4)  # 4 micro-batches of 2 examples
refs = []


def loss_fn(xb):
    h = dense(xb)
    refs.append(weakref.ref(h))
    return tf.reduce_sum(h * h)


def alive():
    return sum(r() is not None for r in refs)


with tf.GradientTape() as tape:
    loss = 0.0
    for xb in micro_batches:
        loss += loss_fn(xb)  # (1)!
    most = alive()
one_tape = tape.gradient(loss, variables)
print("one tape, micro-batch activations alive before gradient:", most)

refs.clear()
most = 0
accumulators = [tf.Variable(tf.zeros_like(v), trainable=False) for v in variables]  # (2)!
for xb in micro_batches:
    with tf.GradientTape() as tape:
        loss = loss_fn(xb)
    most = max(most, alive())
    for acc, g in zip(accumulators, tape.gradient(loss, variables)):  # (3)!
        acc.assign_add(g)
print("a tape per micro-batch, at most alive:", most)

activation = micro_batches[0].shape[0] * dense.units * tf.float32.size
weights = sum(a.shape.num_elements() * a.dtype.size for a in accumulators)
print("bytes: activations of one micro-batch", activation, " accumulators", weights)  # (4)!
close = all(bool(tf.reduce_all(tf.abs(a - g) < 1e-4)) for a, g in zip(accumulators, one_tape))
print("same summed gradient:", close)
