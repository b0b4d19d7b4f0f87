import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0, 4.0])
y = tf.constant([3.0, 5.0, 7.0, 9.0])  # y = 2x + 1
W = tf.Variable(0.0, name="W")
b = tf.Variable(0.0, name="b")
optimizer = tf.keras.optimizers.SGD(learning_rate=0.05)


@tf.function  # (1)!
def train_step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(W * x + b - y))
    grads = tape.gradient(loss, [W, b])
    optimizer.apply_gradients(zip(grads, [W, b]))  # (2)!
    return loss


for _ in range(5):
    loss_value = train_step()
    step = int(optimizer.iterations)  # (3)!
    print(f"step {step}: loss={float(loss_value):.6f} W={float(W):.6f} b={float(b):.6f}")
