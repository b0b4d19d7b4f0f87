import tensorflow as tf

tf.keras.utils.set_random_seed(0)
dropout = tf.keras.layers.Dropout(0.5, seed=1)  # (1)!
x = tf.ones([1000])


def block(x):
    return dropout(2.0 * x, training=True)


def check(name, f):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    differ = int(tf.reduce_sum(tf.cast(tape.gradient(y, x) != y, tf.int32)))  # (2)!
    print(f"{name:<35} gradient matches the forward mask: {differ == 0}; entries that differ: {differ}")


check("plain", block)
check("recompute_grad, Dropout inside", tf.recompute_grad(block))  # (3)!
recomputed = tf.recompute_grad(lambda x: 2.0 * x)
check("recompute_grad, Dropout outside", lambda x: dropout(recomputed(x), training=True))  # (4)!

seed = tf.Variable([1, 0], trainable=False)  # (5)!


def block_stateless(x):
    return tf.nn.experimental.stateless_dropout(2.0 * x, 0.5, seed=seed)


check("recompute_grad, stateless dropout", tf.recompute_grad(block_stateless))
