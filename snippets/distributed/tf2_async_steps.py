import re

import tensorflow as tf

table = tf.constant([1.0, 2.0, 3.0])


@tf.function
def train_step(i):  # (1)!
    return tf.gather(table, i) * 2.0


def run(mode, indices):
    losses = []
    try:
        for step, i in enumerate(indices):
            losses.append(train_step(tf.constant(i)))  # (2)!
            print(f"{mode}: step {step} returned")
        print(f"{mode}: losses", [float(loss) for loss in losses])  # (3)!
    except tf.errors.InvalidArgumentError as e:
        message = re.search(r"indices = .*\)", e.message).group()
        print(f"{mode}: {type(e).__name__}: {message}")


tf.config.experimental.set_synchronous_execution(False)  # (4)!
run("asynchronous", [0, 1, 7])
tf.experimental.async_clear_error()
tf.config.experimental.set_synchronous_execution(True)
run("synchronous", [0, 1, 7])  # (5)!
