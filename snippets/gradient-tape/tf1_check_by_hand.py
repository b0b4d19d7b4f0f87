import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


with tf.Graph().as_default():
    X = tf.constant([3.3])
    Y = tf.constant([1.7])
    W = tf.Variable(0.21318328, name="weight")
    b = tf.Variable(0.78609025, name="bias")
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
    grads = tf.gradients(loss, [W, b])  # (1)!

    # The derivatives written out, as graph operations in float32.
    r = W * X[0] + b - Y[0]
    hand = [2 * r * X[0], 2 * r]

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        (dW, db), (dW_hand, db_hand) = sess.run([grads, hand])

print(f"tf.gradients: dW={f32(dW)} db={f32(db)}")
print(f"by hand:      dW={f32(dW_hand)} db={f32(db_hand)}")
print("equal:", bool(dW == dW_hand and db == db_hand))
