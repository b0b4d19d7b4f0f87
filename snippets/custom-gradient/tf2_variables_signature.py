import logging

import tensorflow as tf

w = tf.Variable(3.0, name="w")


@tf.custom_gradient
def scaled(x):
    def grad(upstream):  # (1)!
        return upstream * w

    return w * x, grad


try:
    scaled(tf.constant(2.0))
except TypeError as e:
    print(f"{type(e).__name__}: {e}")


@tf.custom_gradient
def scaled_fixed(x):
    def grad(upstream, variables):  # (2)!
        return upstream * w, [upstream * x]

    return w * x, grad


x = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = scaled_fixed(x)
print("fixed: dy/dx, dy/dw =", [float(g) for g in tape.gradient(y, [x, w])])


class Show(logging.Handler):
    def emit(self, record):
        if "custom_gradient" in record.getMessage():
            print("logged:", record.getMessage())


@tf.custom_gradient
def doubled(x):  # (3)!
    def grad(upstream, variables=None):  # (4)!
        return upstream * 2.0

    return 2.0 * x, grad


@tf.function
def gradient_of_doubled(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = doubled(x)
    return tape.gradient(y, x)


logger = tf.get_logger()
handlers, logger.handlers = logger.handlers, [Show()]
logger.setLevel(1)  # (5)!
print("gradient:", float(gradient_of_doubled(tf.constant(2.0))))
logger.setLevel(logging.WARNING)
logger.handlers = handlers
