import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = tf.constant([3.3, 1.0])
Y = tf.constant([1.7, 2.0])
W = tf.Variable(0.73290884, name="weight")
b = tf.Variable(0.436841, name="bias")

with tf.GradientTape(watch_accessed_variables=False) as tape:  # (1)!
    tape.watch(W)
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
dW, db = tape.gradient(loss, [W, b])

print("watched:", [v.name for v in tape.watched_variables()])
print("dW:", f32(dW))
print("db:", db)  # (2)!
