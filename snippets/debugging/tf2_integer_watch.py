import logging

import tensorflow as tf


class Messages(logging.Handler):  # collects TensorFlow's log messages
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


log = Messages()
tf.get_logger().addHandler(log)  # (1)!

x = tf.constant([1, 2, 3])  # (2)!
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(x * x)
print("int32 input:", tape.gradient(y, x), "| logged:", *log.messages)

n = tf.Variable(3)  # (3)!
with tf.GradientTape() as tape:
    y = n * n
grads = tape.gradient(y, [n])
print("int32 variable:", grads, "| trainable:", n.trainable)
try:
    tf.keras.optimizers.SGD().apply_gradients(zip(grads, [n]))
except ValueError as e:
    print(f"  apply_gradients: {type(e).__name__}: {e}")

x = tf.cast(x, tf.float32)  # (4)!
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(x * x)
print("float32 input:", tape.gradient(y, x).numpy().tolist())
n = tf.Variable(3.0)  # 3.0, not 3
with tf.GradientTape() as tape:
    y = n * n
print("float32 variable:", float(tape.gradient(y, n)))
tf.get_logger().removeHandler(log)
