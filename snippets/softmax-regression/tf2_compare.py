import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()
x_all = (digits.data / 16.0).astype(np.float32)
y_all = np.eye(10, dtype=np.float32)[digits.target]
x_train, y_train = x_all[:1500], y_all[:1500]
learning_rate, training_epochs, batch_size = 0.4, 10, 100
dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train)).batch(batch_size)


def train(apply_step):
    W = tf.Variable(tf.zeros([64, 10]))
    b = tf.Variable(tf.zeros([10]))
    costs = []
    for _ in range(training_epochs):
        avg_cost = 0.0
        for batch_xs, batch_ys in dataset:
            with tf.GradientTape() as tape:
                pred = tf.nn.softmax(tf.matmul(batch_xs, W) + b)
                cost = tf.reduce_mean(-tf.reduce_sum(batch_ys * tf.math.log(pred), axis=1))
            apply_step(tape.gradient(cost, [W, b]), [W, b])
            avg_cost += float(cost) / len(dataset)
        costs.append(avg_cost)
    return costs, W.numpy(), b.numpy()


def by_hand(grads, variables):
    for grad, var in zip(grads, variables):
        var.assign_sub(learning_rate * grad)


optimizer = tf.keras.optimizers.SGD(learning_rate=learning_rate)
manual_costs, W1, b1 = train(by_hand)
sgd_costs, W2, b2 = train(lambda grads, variables: optimizer.apply_gradients(zip(grads, variables)))
for epoch, (c1, c2) in enumerate(zip(manual_costs, sgd_costs)):
    print(f"Epoch: {epoch + 1:04d} assign_sub= {c1:.4f} SGD= {c2:.4f}")
print("identical costs:", manual_costs == sgd_costs)  # (1)!
print("identical W and b:", np.array_equal(W1, W2) and np.array_equal(b1, b2))
