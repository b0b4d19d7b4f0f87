import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()
x_all = (digits.data / 16.0).astype(np.float32)
y_all = np.eye(10, dtype=np.float32)[digits.target]
x_train, y_train = x_all[:1500], y_all[:1500]
learning_rate, training_epochs, batch_size = 0.4, 10, 100


def train(by_hand):
    with tf.Graph().as_default():
        x = tf.compat.v1.placeholder(tf.float32, [None, 64])
        y = tf.compat.v1.placeholder(tf.float32, [None, 10])
        W = tf.Variable(tf.zeros([64, 10]))
        b = tf.Variable(tf.zeros([10]))
        pred = tf.nn.softmax(tf.matmul(x, W) + b)
        cost = tf.reduce_mean(-tf.reduce_sum(y * tf.math.log(pred), axis=1))
        if by_hand:
            grad_W, grad_b = tf.gradients(xs=[W, b], ys=cost)
            train_op = [W.assign(W - learning_rate * grad_W), b.assign(b - learning_rate * grad_b)]
        else:
            train_op = tf.compat.v1.train.GradientDescentOptimizer(learning_rate).minimize(cost)
        costs = []
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            total_batch = len(x_train) // batch_size
            for _ in range(training_epochs):
                avg_cost = 0.0
                for i in range(total_batch):
                    batch = slice(i * batch_size, (i + 1) * batch_size)
                    _, c = sess.run([train_op, cost], feed_dict={x: x_train[batch], y: y_train[batch]})
                    avg_cost += float(c) / total_batch
                costs.append(avg_cost)
            return costs, sess.run([W, b])


manual_costs, (W1, b1) = train(by_hand=True)
builtin_costs, (W2, b2) = train(by_hand=False)
for epoch, (c1, c2) in enumerate(zip(manual_costs, builtin_costs)):
    print(f"Epoch: {epoch + 1:04d} tf.gradients= {c1:.4f} minimize= {c2:.4f}")
print("identical costs:", manual_costs == builtin_costs)  # (1)!
print("identical W and b:", np.array_equal(W1, W2) and np.array_equal(b1, b2))
