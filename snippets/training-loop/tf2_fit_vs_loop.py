import numpy as np
import tensorflow as tf

x = np.array([[1.0, 0.5], [0.5, 1.0], [1.0, 1.0], [0.5, 0.5]], np.float32)
y = np.array([[1.0], [0.5], [1.5], [0.5]], np.float32)


def build():
    tf.keras.utils.set_random_seed(0)  # (1)!
    return tf.keras.Sequential(
        [
            tf.keras.Input((2,)),
            tf.keras.layers.Dropout(0.5),
            tf.keras.layers.Dense(
                1, kernel_initializer="ones", kernel_regularizer=tf.keras.regularizers.L2(0.125)
            ),
        ]
    )


def show(name, losses, model):
    kernel, bias = model.get_weights()
    same = all(np.array_equal(a, b) for a, b in zip(model.get_weights(), fit_weights))
    print(
        f"{name:24} losses {', '.join(f'{v:.4f}' for v in losses)}  "
        f"kernel {', '.join(f'{v:.4f}' for v in kernel[:, 0])}  bias {bias[0]:.4f}  same as fit: {same}"
    )


model = build()
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.0625), loss="mse")
history = model.fit(x, y, batch_size=4, epochs=2, shuffle=False, verbose=0)  # (2)!
fit_weights = model.get_weights()
show("fit()", history.history["loss"], model)


def custom_loop(training=True, add_losses=True, labels=y, reduce=tf.reduce_mean):
    model = build()
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.0625)
    losses = []
    for _ in range(2):
        with tf.GradientTape() as tape:
            pred = model(x, training=training)  # (3)!
            loss = reduce(tf.square(labels - pred))  # (4)!
            if add_losses:
                loss += tf.add_n(model.losses)  # (5)!
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        losses.append(float(loss))
    return losses, model


for name, kwargs in {
    "loop as fit() does it": {},
    "training=True left out": {"training": False},
    "model.losses left out": {"add_losses": False},
    "labels of shape (4,)": {"labels": y[:, 0]},
    "reduce_sum, not mean": {"reduce": tf.reduce_sum},
}.items():
    show(name, *custom_loop(**kwargs))
