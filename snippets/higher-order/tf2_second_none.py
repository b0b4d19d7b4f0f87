import tensorflow as tf

x = tf.Variable(1.5)
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        y = x**3
dy = inner.gradient(y, x)  # (1)!
print("inner gradient after the outer block:", outer.gradient(dy, x))

with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        y = x**3
    dy = tf.constant(inner.gradient(y, x).numpy())  # (2)!
print("inner gradient through .numpy():     ", outer.gradient(dy, x))

with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        y = x**3
    dy = inner.gradient(y, x)  # (3)!
print("inner gradient inside, as a tensor:  ", float(outer.gradient(dy, x)))

for activation in (tf.nn.relu, tf.nn.softplus):
    with tf.GradientTape() as outer:
        with tf.GradientTape() as inner:
            y = activation(2.0 * x - 1.0)  # (4)!
        dy = inner.gradient(y, x)
    d2y = outer.gradient(dy, x)
    print(f"{activation.__name__:8} dy/dx = {float(dy):.4f}  d2y/dx2 = {float(d2y):.4f}")
