import tensorflow as tf

x = tf.constant(2.0)
z = tf.constant(5.0)  # y does not depend on z
with tf.GradientTape(persistent=True) as tape:
    tape.watch([x, z])
    y = x * x
g_none = tape.gradient(y, [x, z])
g_zero = tape.gradient(y, [x, z], unconnected_gradients=tf.UnconnectedGradients.ZERO)
del tape

print(g_none[1])
print([float(g) for g in g_zero])
