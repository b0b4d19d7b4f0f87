import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()
x_all = (digits.data / 16.0).astype(np.float32)
y_all = np.eye(10, dtype=np.float32)[digits.target]
x_train, y_train, x_test, y_test = x_all[:1500], y_all[:1500], x_all[1500:], y_all[1500:]
learning_rate, training_epochs, batch_size = 0.4, 10, 100

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [None, 64])
    y = tf.compat.v1.placeholder(tf.float32, [None, 10])
    W = tf.Variable(tf.zeros([64, 10]))
    b = tf.Variable(tf.zeros([10]))
    pred = tf.nn.softmax(tf.matmul(x, W) + b)
    cost = tf.reduce_mean(-tf.reduce_sum(y * tf.math.log(pred), axis=1))  # (1)!
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate).minimize(cost)  # (2)!
    correct = tf.equal(tf.argmax(pred, 1), tf.argmax(y, 1))
    accuracy = tf.reduce_mean(tf.cast(correct, tf.float32))

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        total_batch = len(x_train) // batch_size
        for epoch in range(training_epochs):
            avg_cost = 0.0
            for i in range(total_batch):
                batch = slice(i * batch_size, (i + 1) * batch_size)  # (3)!
                _, c = sess.run([optimizer, cost], feed_dict={x: x_train[batch], y: y_train[batch]})
                avg_cost += float(c) / total_batch
            print(f"Epoch: {epoch + 1:04d} cost= {avg_cost:.4f}")  # (4)!
        acc = sess.run(accuracy, feed_dict={x: x_test, y: y_test})
print(f"Accuracy: {acc:.4f}")
