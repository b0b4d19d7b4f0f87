import tensorflow as tf

w = tf.Variable([0.3, 1.7])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.round(w) * 2.0)
print("tf.round:", tape.gradient(loss, w))  # (1)!


@tf.custom_gradient
def round_ste(x):
    return tf.round(x), lambda upstream: upstream  # (2)!


with tf.GradientTape() as tape:
    loss = tf.reduce_sum(round_ste(w) * 2.0)
print("straight-through:", tape.gradient(loss, w).numpy().tolist())

with tf.GradientTape() as tape:
    rounded = w + tf.stop_gradient(tf.round(w) - w)  # (3)!
    loss = tf.reduce_sum(rounded * 2.0)
print("stop_gradient form:", rounded.numpy().tolist(), tape.gradient(loss, w).numpy().tolist())
