import logging
import re

import tensorflow as tf

warnings = []


class Capture(logging.Handler):  # (1)!
    def emit(self, record):
        warnings.append(re.sub(r" at 0x[0-9a-fA-F]+", "", record.getMessage()))


tf.get_logger().addHandler(Capture())
w = tf.Variable(0.0)
traces = 0


def train_step(x, y, learning_rate):
    global traces
    traces += 1  # (2)!
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(x * w - y))
    w.assign_sub(learning_rate * tape.gradient(loss, w))
    return loss


def run(name, calls):
    global traces
    traces = 0
    for call in calls:
        call()
    print(f"{name:38} calls: {len(calls)}, traces: {traces}")


x4, y4 = tf.ones([4]), tf.ones([4])
step = tf.function(train_step)
run("Python float learning rates", [lambda i=i: step(x4, y4, 0.5 / (i + 1)) for i in range(5)])  # (3)!
print(f"warnings: {len(warnings)}\n{warnings[0]}")
step = tf.function(train_step)
run("tensor learning rates", [lambda i=i: step(x4, y4, tf.constant(0.5 / (i + 1))) for i in range(5)])
lr = tf.constant(0.125)
batches = [(tf.ones([n]), tf.ones([n])) for n in range(1, 6)]
step = tf.function(train_step)
run("batch sizes 1 to 5", [lambda b=b: step(*b, lr) for b in batches])  # (4)!
step = tf.function(train_step, reduce_retracing=True)
run("batch sizes 1 to 5, reduce_retracing", [lambda b=b: step(*b, lr) for b in batches])
spec = tf.TensorSpec([None], tf.float32)
step = tf.function(train_step, input_signature=[spec, spec, tf.TensorSpec([], tf.float32)])
run("batch sizes 1 to 5, input_signature", [lambda b=b: step(*b, lr) for b in batches])
new_functions = [lambda: tf.function(train_step)(x4, y4, lr) for _ in range(5)]  # (5)!
run("a new tf.function for every call", new_functions)
