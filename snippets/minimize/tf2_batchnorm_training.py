import tensorflow as tf

bn = tf.keras.layers.BatchNormalization(momentum=0.5)  # (1)!
x_batch = tf.constant([[1.0], [3.0]])  # batch mean 2
bn(x_batch, training=False)
print("training=False:", bn.moving_mean.numpy().tolist())  # (2)!
bn(x_batch, training=True)
print("training=True: ", bn.moving_mean.numpy().tolist())  # (3)!


@tf.function
def train_call(x):
    return bn(x, training=True)


train_call(x_batch)
print("in a tf.function:", bn.moving_mean.numpy().tolist())  # (4)!
