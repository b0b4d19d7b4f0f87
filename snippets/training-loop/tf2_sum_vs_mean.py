import numpy as np
import tensorflow as tf

x = np.array([[1.0], [0.5], [1.5], [1.0]], np.float32)
y = np.array([[2.0], [0.5], [2.5], [1.5]], np.float32)


def train(reduce, optimizer, steps=3):
    w = tf.Variable([[0.0]])
    for _ in range(steps):
        with tf.GradientTape() as tape:
            loss = reduce(tf.square(y - x @ w))  # (1)!
        optimizer.apply_gradients([(tape.gradient(loss, w), w)])
    return float(w[0, 0])


SGD, Adam = tf.keras.optimizers.SGD, tf.keras.optimizers.Adam
mean_w = train(tf.reduce_mean, SGD(learning_rate=0.25))
print(f"SGD, reduce_mean, learning rate 0.25:   w = {mean_w}")
print(f"SGD, reduce_sum,  learning rate 0.25:   w = {train(tf.reduce_sum, SGD(learning_rate=0.25))}")
sum_w = train(tf.reduce_sum, SGD(learning_rate=0.25 / 4))  # (2)!
print(f"SGD, reduce_sum,  learning rate 0.25/4: w = {sum_w}, identical: {sum_w == mean_w}")
adam = [train(reduce, Adam(learning_rate=0.25)) for reduce in (tf.reduce_mean, tf.reduce_sum)]
print(f"Adam, reduce_mean and reduce_sum, learning rate 0.25: w = {adam[0]:.4f}, {adam[1]:.4f}")  # (3)!

w = tf.Variable([[0.0]])
for n in (2, 4):  # (4)!
    with tf.GradientTape(persistent=True) as tape:
        squares = tf.square(y[:n] - x[:n] @ w)
        total, average = tf.reduce_sum(squares), tf.reduce_mean(squares)
    print(
        f"batch of {n}: gradient of the sum {float(tape.gradient(total, w)[0, 0])}, "
        f"of the mean {float(tape.gradient(average, w)[0, 0])}"
    )
