import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()
x_all = (digits.data / 16.0).astype(np.float32)
y_all = np.eye(10, dtype=np.float32)[digits.target]
x_train, y_train = x_all[:1500], y_all[:1500]
learning_rate, training_epochs, batch_size = 0.4, 10, 100


def epoch_costs(by_hand):
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
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            batches = [slice(i, i + batch_size) for i in range(0, len(x_train), batch_size)]
            costs = []
            for _ in range(training_epochs):
                c = [sess.run([train_op, cost], {x: x_train[s], y: y_train[s]})[1] for s in batches]
                costs.append(sum(float(v) for v in c) / len(batches))
            return costs


manual, builtin = epoch_costs(by_hand=True), epoch_costs(by_hand=False)
epochs = np.arange(1, training_epochs + 1)
plt.rcParams["svg.hashsalt"] = "gradients-in-tensorflow"
fig, ax = plt.subplots(figsize=(6, 3.5))
ax.plot(epochs, np.round(builtin, 4), "-", color="tab:orange", linewidth=2, label="minimize")
ax.plot(epochs, np.round(manual, 4), "o", color="tab:blue", label="tf.gradients + assign")  # (1)!
ax.set_xlabel("$t$")
ax.set_ylabel("$J(W, b)$")
ax.set_xticks(epochs)
ax.legend()
ax.grid(alpha=0.3)
fig.tight_layout()
fig.savefig("softmax_cost_curve.svg", metadata={"Date": None})
print(f"t=1: {manual[0]:.4f} {builtin[0]:.4f}  t={training_epochs}: {manual[-1]:.4f} {builtin[-1]:.4f}")
print("identical curves:", manual == builtin)
