import functools

import tensorflow as tf

inputs = tf.constant([[0.5, 0.5], [1.0, -0.5]])  # columns x and t
w = tf.Variable([[0.5], [-1.0]], name="w")


def first_column_slice(inputs):
    return tf.slice(inputs, [0, 0], [-1, 1])  # (1)!


def first_column_indexing(inputs):
    return inputs[:, 0:1]  # (2)!


def train_gradient(first_column):
    u = tf.tanh(first_column(inputs) * w[0] + inputs[:, 1:] * w[1])
    u_inputs = tf.gradients(u, inputs)[0]  # (3)!
    loss = tf.reduce_mean(u_inputs**2)
    return tf.gradients(loss, w)[0]  # (4)!


for first_column in (first_column_slice, first_column_indexing):
    for jit_compile in (False, True):
        step = tf.function(
            functools.partial(train_gradient, first_column), jit_compile=jit_compile, autograph=False
        )
        try:
            grad = [f"{v:.3f}" for v in step().numpy().ravel()]
            print(f"{first_column.__name__}, jit_compile={jit_compile}: {grad}")
        except LookupError as e:
            first_sentence = str(e).split(". ")[0]  # (5)!
            print(f"{first_column.__name__}, jit_compile={jit_compile}: {type(e).__name__}: {first_sentence}")
