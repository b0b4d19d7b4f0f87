import re

import tensorflow as tf

xs = tf.constant([1.0, 0.5, -1.0])
w = tf.Variable(0.5, name="w")


def rnn(xs):
    states = tf.TensorArray(tf.float32, size=3)  # (1)!
    h = tf.constant(0.0)
    for t in tf.range(3):
        h = h * w + xs[t]
        states = states.write(t, h)
    return tf.reduce_sum(states.stack())


forward = tf.function(rnn, jit_compile=True)


try:
    with tf.GradientTape() as tape:  # (2)!
        loss = forward(xs)
    tape.gradient(loss, w)
except tf.errors.UnimplementedError as e:
    message = re.sub(r" \[Op:\w+\]", "", e.message)  # (3)!
    print(f"{type(e).__name__}: {message}")


@tf.function(jit_compile=True)
def loss_and_gradient(xs):
    with tf.GradientTape() as tape:  # (4)!
        loss = rnn(xs)
    return loss, tape.gradient(loss, w)


loss, grad = loss_and_gradient(xs)
print("tape inside the compiled function:", float(loss), float(grad))


@tf.function(jit_compile=True)
def batch_jacobian(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x * x * w
    return tape.batch_jacobian(y, x)  # (5)!


print("batch_jacobian under XLA:", batch_jacobian(tf.constant([[1.0, 2.0], [3.0, 4.0]])).numpy().tolist())
