import tensorflow as tf

x = tf.Variable(1.5)
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:  # (1)!
        y = x**3
    dy = inner.gradient(y, x)  # (2)!
d2y = outer.gradient(dy, x)  # (3)!
print(f"y = {float(y):g}, dy/dx = {float(dy):g} (3x^2), d2y/dx2 = {float(d2y):g} (6x)")
