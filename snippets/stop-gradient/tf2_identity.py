import tensorflow as tf

x = tf.constant(3.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    s = tf.stop_gradient(x)  # (1)!
    y_full = x * x
    y_half = x * s  # (2)!
print(f"forward:  x={float(x)} stop_gradient(x)={float(s)}")
print(f"d(x * x)/dx                 {float(tape.gradient(y_full, x))}")
print(f"d(x * stop_gradient(x))/dx  {float(tape.gradient(y_half, x))}")
print(f"d(stop_gradient(x))/dx      {tape.gradient(s, x)}")  # (3)!
del tape
