import logging

import keras
import tensorflow as tf

messages = []


class Capture(logging.Handler):  # (1)!
    def emit(self, record):
        messages.append(record.getMessage())


capture = Capture()
tf.get_logger().addHandler(capture)
keras.utils.set_random_seed(0)
conv = keras.layers.Conv2D(2, 3)
x = tf.random.stateless_normal([4, 5, 5, 1], seed=[1, 2])
conv.build(x.shape)


def gradient_of_one(image):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(conv(image[None]) ** 2)
    return tape.gradient(loss, conv.kernel)


per_example = tf.vectorized_map(gradient_of_one, x)  # (2)!
print(f"per-example gradients {tuple(per_example.shape)}: {messages}")

messages.clear()
with tf.GradientTape(persistent=True) as tape:
    out = conv(x)
jacobian = tape.jacobian(out, conv.kernel)  # (3)!
print(f"jacobian {tuple(jacobian.shape)}: {messages}")
print(f"  {jacobian.shape.num_elements() * 4} bytes for {out.shape.num_elements()} outputs")  # (4)!
chunked = tape.jacobian(out, conv.kernel, parallel_iterations=18)  # (5)!
same = tf.reduce_all(tf.abs(chunked - jacobian) <= 1e-3 * (1.0 + tf.abs(jacobian)))
print("parallel_iterations=18, same:", bool(same))
tf.get_logger().removeHandler(capture)  # leave TensorFlow's logger as it was
