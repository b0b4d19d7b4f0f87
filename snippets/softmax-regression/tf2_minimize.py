import numpy as np
import tensorflow as tf
from sklearn.datasets import load_digits

digits = load_digits()
x_all = (digits.data / 16.0).astype(np.float32)
y_all = np.eye(10, dtype=np.float32)[digits.target]
x_train, y_train, x_test, y_test = x_all[:1500], y_all[:1500], x_all[1500:], y_all[1500:]
learning_rate, training_epochs, batch_size = 0.4, 10, 100

W = tf.Variable(tf.zeros([64, 10]))
b = tf.Variable(tf.zeros([10]))
optimizer = tf.keras.optimizers.SGD(learning_rate=learning_rate)  # (1)!
dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train)).batch(batch_size)


def predict(x):
    return tf.nn.softmax(tf.matmul(x, W) + b)


for epoch in range(training_epochs):
    avg_cost = 0.0
    for batch_xs, batch_ys in dataset:
        with tf.GradientTape() as tape:
            pred = predict(batch_xs)
            cost = tf.reduce_mean(-tf.reduce_sum(batch_ys * tf.math.log(pred), axis=1))
        grads = tape.gradient(cost, [W, b])
        optimizer.apply_gradients(zip(grads, [W, b]))  # (2)!
        avg_cost += float(cost) / len(dataset)
    print(f"Epoch: {epoch + 1:04d} cost= {avg_cost:.4f}")

correct = tf.equal(tf.argmax(predict(x_test), 1), tf.argmax(y_test, 1))
print(f"Accuracy: {float(tf.reduce_mean(tf.cast(correct, tf.float32))):.4f}")
