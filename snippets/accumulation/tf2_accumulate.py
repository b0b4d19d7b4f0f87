import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


x = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])
y = 2 * x + 1
k = 4  # micro-batches of 2 samples


def gradients(w, b, xs, ys):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(w * xs + b - ys))
    return tape.gradient(loss, [w, b])


# One batch of 8 samples, one step.
w1, b1 = tf.Variable(0.0), tf.Variable(0.0)
big = gradients(w1, b1, x, y)
tf.keras.optimizers.SGD(learning_rate=0.01).apply_gradients(zip(big, [w1, b1]))

# The same 8 samples as 4 micro-batches of 2, accumulated, then one step.
w2, b2 = tf.Variable(0.0), tf.Variable(0.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)
sums = [tf.Variable(tf.zeros_like(v), trainable=False) for v in (w2, b2)]  # (1)!


@tf.function
def accumulate(xs, ys):
    for total, g in zip(sums, gradients(w2, b2, xs, ys)):
        total.assign_add(g)  # (2)!


@tf.function
def apply_accumulated():
    optimizer.apply_gradients([(total / k, v) for total, v in zip(sums, (w2, b2))])  # (3)!
    for total in sums:
        total.assign(tf.zeros_like(total))  # (4)!


for i in range(k):
    accumulate(x[2 * i : 2 * i + 2], y[2 * i : 2 * i + 2])
averaged = [f32(total / k) for total in sums]
apply_accumulated()

print(f"{'one batch of 8':21} gradients {f32(big[0])}, {f32(big[1])}   w={f32(w1)} b={f32(b1)}")
print(f"{'4 micro-batches of 2':21} gradients {averaged[0]}, {averaged[1]}   w={f32(w2)} b={f32(b2)}")
print("difference in w and b:", float(abs(w1 - w2)), float(abs(b1 - b2)))
print("accumulators after the step:", [float(total) for total in sums])
