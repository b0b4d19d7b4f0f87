import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([3.3, 1.0])
Y = tf.constant([1.7, 2.0])
W = tf.Variable(0.73290884, name="weight")
b = tf.Variable(0.436841, name="bias")

with tf.GradientTape(persistent=True) as tape:
    errors = tf.square(W * X + b - Y)  # one squared error per sample
    e1, e2 = tf.unstack(errors)
from_list = tape.gradient([e1, e2], W)  # (1)!
from_vector = tape.gradient(errors, W)  # (2)!
per_target = tape.jacobian(errors, W)  # (3)!
del tape

print("gradient([e1, e2], W):", f32(from_list))
print("gradient(errors, W):  ", f32(from_vector))
print("jacobian(errors, W):  ", [f32(g) for g in per_target])
