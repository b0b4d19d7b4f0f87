import tensorflow as tf

indices = tf.constant([[1], [3]])
weights = tf.constant([1.0, 2.0, 3.0, 4.0])
base = tf.Variable([1.0, 1.0, 1.0, 1.0], name="base")
u = tf.Variable([10.0, 20.0], name="u")

with tf.GradientTape() as tape:
    base.scatter_nd_update(indices, u * u)  # (1)!
    loss = tf.reduce_sum(base * weights)
print("Variable.scatter_nd_update: d/du =", tape.gradient(loss, u))

base.assign([1.0, 1.0, 1.0, 1.0])
with tf.GradientTape() as tape:
    new_value = tf.tensor_scatter_nd_update(base, indices, u * u)  # (2)!
    loss = tf.reduce_sum(new_value * weights)
d_base, d_u = tape.gradient(loss, [base, u])
print("tensor_scatter_nd_update:   d/du =", d_u.numpy().tolist(), end="  ")
print("d/dbase =", d_base.numpy().tolist())  # (3)!
base.assign(new_value)  # (4)!
print("base after the assign:", base.numpy().tolist())
