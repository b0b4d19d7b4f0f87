import math

import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()  # (1)!
x_all = (digits.data / 16.0).astype(np.float32)  # (2)!
y_all = np.eye(10, dtype=np.float32)[digits.target]  # (3)!
x_train, y_train = x_all[:1500], y_all[:1500]
x_test, y_test = x_all[1500:], y_all[1500:]
print("train", x_train.shape, y_train.shape, "test", x_test.shape, y_test.shape)
print("pixels from", float(x_all.min()), "to", float(x_all.max()))
print("labels", digits.target[:10].tolist(), "one-hot", y_all[1].tolist())

dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train)).batch(100)  # (4)!
print("batches", len(dataset), "shapes", *(tuple(s.shape) for s in dataset.element_spec))

W = tf.Variable(tf.zeros([64, 10]))
b = tf.Variable(tf.zeros([10]))
batch_xs, batch_ys = next(iter(dataset))
pred = tf.nn.softmax(tf.matmul(batch_xs, W) + b)
cost = tf.reduce_mean(-tf.reduce_sum(batch_ys * tf.math.log(pred), axis=1))
print(f"cost at W = 0, b = 0: {float(cost):.4f} (ln 10 = {math.log(10):.4f})")  # (5)!
