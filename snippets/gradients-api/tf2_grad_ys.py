import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0])
weights = tf.constant([1.0, 10.0, 100.0])
with tf.GradientTape(persistent=True) as tape:  # (1)!
    tape.watch(x)
    y = x * x
d_plain = tape.gradient(y, x)
d_weighted = tape.gradient(y, x, output_gradients=weights)  # (2)!
del tape

print(d_plain.numpy().tolist())
print(d_weighted.numpy().tolist())
