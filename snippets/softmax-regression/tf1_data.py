import math

import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()
x_all = (digits.data / 16.0).astype(np.float32)
y_all = np.eye(10, dtype=np.float32)[digits.target]
x_train, y_train = x_all[:1500], y_all[:1500]
x_test, y_test = x_all[1500:], y_all[1500:]
print("train", x_train.shape, y_train.shape, "test", x_test.shape, y_test.shape)
print("pixels from", float(x_all.min()), "to", float(x_all.max()))
print("labels", digits.target[:10].tolist(), "one-hot", y_all[1].tolist())

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [None, 64])  # (1)!
    y = tf.compat.v1.placeholder(tf.float32, [None, 10])
    print("batches", len(x_train) // 100, "shapes", tuple(x.shape), tuple(y.shape))

    W = tf.Variable(tf.zeros([64, 10]))
    b = tf.Variable(tf.zeros([10]))
    pred = tf.nn.softmax(tf.matmul(x, W) + b)
    cost = tf.reduce_mean(-tf.reduce_sum(y * tf.math.log(pred), axis=1))  # (2)!
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        c = sess.run(cost, feed_dict={x: x_train[:100], y: y_train[:100]})
print(f"cost at W = 0, b = 0: {c:.4f} (ln 10 = {math.log(10):.4f})")
