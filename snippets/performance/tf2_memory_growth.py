import logging
import weakref

import tensorflow as tf

tf.keras.utils.set_random_seed(0)
dense = tf.keras.layers.Dense(16, activation="tanh", name="dense")
x = tf.random.normal([4, 16])
dense.build(x.shape)
refs = []


def loss_fn(x):
    h = dense(x)
    refs.append(weakref.ref(h))  # (1)!
    return tf.reduce_sum(h * h)


def alive():
    return sum(r() is not None for r in refs)


# 1. One persistent tape that records every step
tape = tf.GradientTape(persistent=True)
for _ in range(5):
    with tape:  # (2)!
        loss = loss_fn(x)
    grads = tape.gradient(loss, dense.trainable_variables)
print("persistent tape across 5 steps, activations alive:", alive())
del tape
print("after del tape:", alive())

refs.clear()
for _ in range(5):
    with tf.GradientTape() as tape:  # (3)!
        loss = loss_fn(x)
    grads = tape.gradient(loss, dense.trainable_variables)
print("a new tape each step, activations alive:", alive())

# 2. A Python list of tensors, one per step
history = []
total = [tf.zeros_like(v) for v in dense.trainable_variables]
for _ in range(5):
    with tf.GradientTape() as tape:
        loss = loss_fn(x)
    grads = tape.gradient(loss, dense.trainable_variables)
    history.append(grads)  # (4)!
    total = [t + g for t, g in zip(total, grads)]  # (5)!


def held(tensors):
    return f"{len(tensors)} tensors, {sum(t.shape.num_elements() * t.dtype.size for t in tensors)} bytes"


print("list of gradients:", held([g for grads in history for g in grads]))
print("running sum:      ", held(total))


# 3. A new trace at every step
class Record(logging.Handler):
    def emit(self, record):
        logged.append(record.getMessage())


logged = []
tf.get_logger().addHandler(Record())


def scaled_loss(x, scale):
    return scale * tf.reduce_sum(tf.square(dense(x)))


python_scale = tf.function(scaled_loss)
for step in range(5):
    python_scale(x, 1.0 / (step + 1))  # (6)!
print("Python float argument, traces:", python_scale.experimental_get_tracing_count())
message = next(m for m in logged if "retracing" in m)
print("  logged:", message[message.index("triggered") : message.index(" Tracing")])

tensor_scale = tf.function(scaled_loss)
for step in range(5):
    tensor_scale(x, tf.constant(1.0 / (step + 1)))  # (7)!
print("tensor argument, traces:", tensor_scale.experimental_get_tracing_count())
