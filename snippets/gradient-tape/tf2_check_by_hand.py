import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


X = np.array([3.3], dtype=np.float32)
Y = np.array([1.7], dtype=np.float32)
W = tf.Variable(0.21318328, name="weight")
b = tf.Variable(0.78609025, name="bias")

with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(W * X + b - Y))
dW, db = tape.gradient(loss, [W, b])  # (1)!

# The derivatives written out, in float32 (one sample: the mean divides by 1).
r = W.numpy() * X[0] + b.numpy() - Y[0]  # (2)!
dW_hand = np.float32(2) * r * X[0]  # (3)!
db_hand = np.float32(2) * r

print(f"tape:    dW={f32(dW)} db={f32(db)}")
print(f"by hand: dW={f32(dW_hand)} db={f32(db_hand)}")
print("equal:", bool(dW.numpy() == dW_hand and db.numpy() == db_hand))
