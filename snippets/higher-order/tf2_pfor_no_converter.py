import logging

import tensorflow as tf

messages = []


class Capture(logging.Handler):  # (1)!
    def emit(self, record):
        messages.append(record.getMessage())


capture = Capture()
tf.get_logger().addHandler(capture)
x = tf.constant([[3.0, 1.0, 2.0], [0.5, 4.0, 1.0]])


def gradient_of_one(row):
    with tf.GradientTape() as tape:
        tape.watch(row)
        top_two = tf.reduce_sum(tf.math.top_k(row, 2).values)  # (2)!
    return tape.gradient(top_two, row)


try:
    tf.vectorized_map(gradient_of_one, x, fallback_to_while_loop=False)  # (3)!
except ValueError as e:
    print(next(line.strip() for line in str(e).splitlines() if "No pfor" in line))
per_example = tf.vectorized_map(gradient_of_one, x)  # (4)!
print(*messages)
print("per-example gradients:", per_example.numpy().tolist())

messages.clear()
tf.get_logger().setLevel(logging.DEBUG)  # (5)!
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tf.sort(x, direction="DESCENDING")
vectorized = tape.batch_jacobian(y, x)
print(*[m for m in messages if "while_loop" in m], "(debug)")
tf.get_logger().setLevel(logging.WARNING)
looped = tape.batch_jacobian(y, x, experimental_use_pfor=False)  # (6)!
print("batch_jacobian, pfor and while_loop agree:", bool(tf.reduce_all(vectorized == looped)))
print("example 1:", vectorized[1].numpy().tolist())
tf.get_logger().removeHandler(capture)  # leave TensorFlow's logger as it was
