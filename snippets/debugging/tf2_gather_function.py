import tensorflow as tf

tf.keras.utils.set_random_seed(0)
gru = tf.keras.layers.GRU(4, return_sequences=True)
x = tf.random.normal((2, 5, 3))
table = tf.Variable(tf.ones((6, 2)))  # an embedding table


@tf.function
def lookup(ids):  # (1)!
    return tf.gather(table, ids)


with tf.GradientTape() as tape:
    loss = tf.reduce_sum(lookup(tf.constant([1, 1, 3])))
grad = tape.gradient(loss, table)
print("gradient of a tf.gather inside a tf.function:", type(grad).__name__)  # (2)!
print("dense:", tf.convert_to_tensor(grad)[:, 0].numpy().tolist())  # (3)!


@tf.function
def two_gradients(x):  # (4)!
    with tf.GradientTape(persistent=True) as tape:
        last = tf.gather(gru(x), [4], axis=1)  # tf.gather after the GRU
        loss_sum, loss_square = tf.reduce_sum(last), tf.reduce_sum(tf.square(last))
    first = tape.gradient(loss_sum, gru.trainable_variables)
    second = tape.gradient(loss_square, gru.trainable_variables)
    return len([g for g in first + second if g is None])  # counted while tracing


print("GRU, persistent tape, tf.function, None gradients:", int(two_gradients(x)), "of 6")
