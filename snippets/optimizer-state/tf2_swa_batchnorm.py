import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
x = tf.random.normal((64, 4))
y = tf.reduce_sum(x, axis=1, keepdims=True) + 3.0
model = tf.keras.Sequential(
    [
        tf.keras.Input((4,)),
        tf.keras.layers.Dense(8),
        tf.keras.layers.BatchNormalization(),
        tf.keras.layers.Dense(1),
    ]
)
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.05), loss="mse")
snapshots = []
for _ in range(4):  # (1)!
    model.fit(x, y, batch_size=16, epochs=1, shuffle=False, verbose=0)
    snapshots.append([v.numpy() for v in model.trainable_variables])
for variable, *values in zip(model.trainable_variables, *snapshots):  # (2)!
    variable.assign(np.mean(values, axis=0))

dense, bn = model.layers[0], model.layers[1]


def report(when):
    hidden_mean = tf.reduce_mean(dense(x), axis=0)  # (3)!
    matches = np.allclose(bn.moving_mean.numpy(), hidden_mean.numpy(), atol=1e-3)
    loss = model.evaluate(x, y, verbose=0)
    print(f"{when}: moving mean matches the data {matches}, loss {loss:.2f}")


report("averaged")
bn.moving_mean.assign(tf.zeros_like(bn.moving_mean))  # (4)!
bn.moving_variance.assign(tf.ones_like(bn.moving_variance))
momentum = bn.momentum
for i, start in enumerate(range(0, 64, 16)):
    bn.momentum = i / (i + 1)  # (5)!
    model(x[start : start + 16], training=True)
bn.momentum = momentum
report("statistics recomputed")
