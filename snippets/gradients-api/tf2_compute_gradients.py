import tensorflow as tf

w = tf.Variable(3.0, name="w")
b = tf.Variable(0.0, name="b")
unused = tf.Variable(7.0, name="unused")  # the loss never reads it
x = tf.constant([1.0, 2.0])
y = tf.constant([1.0, 2.0])
var_list = [w, b, unused]

with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(w * x + b - y))
grads = tape.gradient(loss, var_list)  # (1)!
grads_and_vars = list(zip(grads, var_list))  # (2)!

for grad, var in grads_and_vars:
    value = None if grad is None else float(grad)
    print(f"{var.name:9} gradient={value}")
