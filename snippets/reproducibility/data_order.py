import tensorflow as tf


def order(dataset):  # one pass over the dataset: one epoch
    return " ".join(str(int(x)) for x in dataset)


tf.keras.utils.set_random_seed(42)  # (1)!
data = tf.data.Dataset.range(8).shuffle(8, seed=1)  # (2)!
print("seed=1, epoch 1:               ", order(data))
print("seed=1, epoch 2:               ", order(data))  # (3)!

tf.keras.utils.set_random_seed(42)
data = tf.data.Dataset.range(8).shuffle(8, seed=1, reshuffle_each_iteration=False)
print("no reshuffle, epochs 1 and 2:  ", order(data), "|", order(data))

tf.keras.utils.set_random_seed(42)
data = tf.data.Dataset.range(8).shuffle(8)  # (4)!
print("no seed, epoch 1:              ", order(data))

tf.keras.utils.set_random_seed(42)
tf.random.uniform(())  # one more random operation before the dataset
data = tf.data.Dataset.range(8).shuffle(8)
print("no seed, one more random op:   ", order(data))  # (5)!
