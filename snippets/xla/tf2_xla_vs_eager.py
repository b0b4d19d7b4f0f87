import numpy as np
import tensorflow as tf


def gradient_fn(x, w):
    with tf.GradientTape() as tape:
        tape.watch(w)
        loss = tf.reduce_mean(tf.tanh(x @ w) ** 2)
    return tape.gradient(loss, w)


xla = tf.function(gradient_fn, jit_compile=True)


def square_loss_grad(x, w):
    with tf.GradientTape() as tape:
        tape.watch(w)
        loss = tf.reduce_sum((x @ w) ** 2) / 8.0
    return tape.gradient(loss, w)


x_exact, w_exact = tf.constant([[1.0, 0.5], [-2.0, 0.25]]), tf.constant([[0.5], [-1.0]])  # (1)!
a = square_loss_grad(x_exact, w_exact)
b = tf.function(square_loss_grad, jit_compile=True)(x_exact, w_exact)
print("exact inputs:  ", a.numpy().ravel().tolist(), "bit for bit equal:", bool(np.array_equal(a, b)))

x = tf.random.stateless_normal([64, 16], seed=[1, 2])  # (2)!
w = tf.random.stateless_normal([16, 8], seed=[3, 4])
difference = float(tf.reduce_max(tf.abs(gradient_fn(x, w) - xla(x, w))))
print("random inputs: max abs difference < 1e-6:", difference < 1e-6)  # (3)!

v = tf.constant([4.0, 0.0])


def where_sqrt(v):
    with tf.GradientTape() as tape:
        tape.watch(v)
        y = tf.reduce_sum(tf.where(v > 0, tf.sqrt(v), 0.0))  # (4)!
    return tape.gradient(y, v)


def double_where_sqrt(v):
    with tf.GradientTape() as tape:
        tape.watch(v)
        safe_v = tf.where(v > 0, v, 1.0)  # (5)!
        y = tf.reduce_sum(tf.where(v > 0, tf.sqrt(safe_v), 0.0))
    return tape.gradient(y, v)


for fn in (where_sqrt, double_where_sqrt):
    eager, compiled = fn(v), tf.function(fn, jit_compile=True)(v)
    print(f"{fn.__name__:17} eager: {eager.numpy().tolist()}, XLA: {compiled.numpy().tolist()}")
