import logging
import re

import tensorflow as tf

messages = []


class Capture(logging.Handler):  # (1)!
    def emit(self, record):
        messages.append(re.sub(r" at 0x[0-9a-fA-F]+", "", record.getMessage()))


capture = Capture()
tf.get_logger().addHandler(capture)


def squares_jacobian(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x**2
    return tape.jacobian(y, x)  # (2)!


for _ in range(6):  # (3)!
    squares_jacobian(tf.ones([3]))
print(f"eager, 6 calls, one shape: {len(messages)} warnings")
print(*messages[:1])

messages.clear()
traces = 0


@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])  # (4)!
def compiled_jacobian(x):
    global traces
    traces += 1
    return squares_jacobian(x)


for n in range(1, 7):
    jacobian = compiled_jacobian(tf.range(1.0, n + 1.0))
print(f"tf.function, 6 calls, 6 shapes: {len(messages)} warnings, {traces} trace")
print("last jacobian, diagonal:", tf.linalg.diag_part(jacobian).numpy().tolist())
tf.get_logger().removeHandler(capture)
