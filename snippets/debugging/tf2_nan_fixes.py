import tensorflow as tf

x = tf.Variable([1.0, 0.0])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.where(x > 0, tf.math.log(x), 0.0))  # (1)!
print("where:       ", tape.gradient(y, x).numpy().tolist())

with tf.GradientTape() as tape:
    safe_x = tf.where(x > 0, x, 1.0)  # (2)!
    y = tf.reduce_sum(tf.where(x > 0, tf.math.log(safe_x), 0.0))
print("double where:", tape.gradient(y, x).numpy().tolist())

a, b = tf.Variable([1.0, 0.0]), tf.Variable([2.0, 0.0])
with tf.GradientTape(persistent=True) as tape:
    ratio = tf.reduce_sum(a / b)  # (3)!
    safe_ratio = tf.reduce_sum(tf.math.divide_no_nan(a, b))  # (4)!
print("a / b:        ", [g.numpy().tolist() for g in tape.gradient(ratio, [a, b])])
print("divide_no_nan:", [g.numpy().tolist() for g in tape.gradient(safe_ratio, [a, b])])
del tape
