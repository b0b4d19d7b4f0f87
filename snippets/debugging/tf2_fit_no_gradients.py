import numpy as np
import tensorflow as tf

x, y = np.array([[1.0, 2.0]]), np.array([[2.0]])  # the target is class 2 of 3


def argmax_loss(y_true, y_pred):
    predicted_class = tf.cast(tf.argmax(y_pred, axis=-1), tf.float32)  # (1)!
    return tf.reduce_mean(tf.square(predicted_class - y_true[:, 0]))


def soft_argmax_loss(y_true, y_pred):
    expected_class = tf.reduce_sum(tf.nn.softmax(y_pred) * [0.0, 1.0, 2.0], axis=-1)  # (2)!
    return tf.reduce_mean(tf.square(expected_class - y_true[:, 0]))


for loss in (argmax_loss, soft_argmax_loss):
    dense = tf.keras.layers.Dense(3, kernel_initializer="zeros", name="logits")
    model = tf.keras.Sequential([tf.keras.Input((2,)), dense])
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.5), loss=loss)
    try:
        history = model.fit(x, y, epochs=3, verbose=0)
        print(f"{loss.__name__}: losses", [f"{v:.3f}" for v in history.history["loss"]])
    except ValueError as e:
        print(f"{loss.__name__}: {type(e).__name__}: {e}")  # (3)!
