import tensorflow as tf


def first_step(optimizer, scale):
    w = tf.Variable(0.0)
    optimizer.apply_gradients([(tf.constant(4.0) * scale, w)])  # (1)!
    return -float(w)


for make in (tf.keras.optimizers.SGD, tf.keras.optimizers.Adam, tf.keras.optimizers.RMSprop):
    full, half = (first_step(make(learning_rate=0.1), scale) for scale in (1.0, 0.5))
    print(f"{make.__name__:<8} step {full:.4f}, with the gradient halved {half:.4f}")  # (2)!
