import tensorflow as tf

x = tf.constant([[1.0], [2.0], [3.0], [4.0]])
y = tf.constant([2.0, 4.0, 6.0, 8.0])  # shape (4,): labels of y = 2x
w, b = tf.Variable([[2.0]]), tf.Variable([0.0])  # the perfect fit: predictions == labels
print("predictions", (x @ w + b).shape, "labels", y.shape, "-> difference", (y - (x @ w + b)).shape)  # (1)!


def mse_by_hand(y, pred):
    return tf.reduce_mean(tf.square(y - pred))


for name, loss_fn, labels in [
    ("by hand, labels (4,)  ", mse_by_hand, y),  # (2)!
    ("MeanSquaredError()    ", tf.keras.losses.MeanSquaredError(), y),  # (3)!
    ("by hand, labels (4, 1)", mse_by_hand, y[:, tf.newaxis]),  # (4)!
]:
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, x @ w + b)
    dw, db = tape.gradient(loss, [w, b])
    print(f"{name}: loss {float(loss)}, gradient w {float(dw[0, 0]) + 0.0}, b {float(db[0]) + 0.0}")

for step in range(1, 201):  # (5)!
    with tf.GradientTape() as tape:
        loss = mse_by_hand(y, x @ w + b)
    dw, db = tape.gradient(loss, [w, b])
    w.assign_sub(0.1 * dw)
    b.assign_sub(0.1 * db)
    if step in (1, 10, 200):
        print(f"step {step:3}: loss {float(loss):.2f}, then w {float(w[0, 0]):.2f}, b {float(b[0]):.2f}")
