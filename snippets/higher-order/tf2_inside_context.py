import logging

import tensorflow as tf


class Show(logging.Handler):  # (1)!
    def emit(self, record):
        print("logged:", record.getMessage())


show = Show()
tf.get_logger().addHandler(show)
x = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    y = x**2
    dy = tape.gradient(y, x)  # (2)!
print("dy/dx:", float(dy), " d2y/dx2 from the same tape:", float(tape.gradient(dy, x)))  # (3)!
del tape

with tf.GradientTape(persistent=True) as tape:
    y = x**2
    z = x**3
dy, dz = tape.gradient(y, x), tape.gradient(z, x)  # (4)!
print("after the block: dy/dx:", float(dy), " dz/dx:", float(dz))
del tape
tf.get_logger().removeHandler(show)
