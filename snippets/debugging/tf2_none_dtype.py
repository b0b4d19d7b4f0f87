import numpy as np
import tensorflow as tf

x = tf.Variable([1.0, 3.0, 2.0])
n = tf.Variable(3)  # (1)!
cases = {}
with tf.GradientTape(persistent=True) as tape:
    cases["integer variable"] = (n * n, n)
    cases["tf.cast to int32"] = (tf.cast(tf.cast(x, tf.int32), tf.float32), x)  # (2)!
    cases["tf.argmax"] = (tf.cast(tf.argmax(x), tf.float32), x)  # (3)!
    cases["tf.round"] = (tf.round(x), x)
    cases["NumPy round trip"] = (tf.constant(np.square(x.numpy())), x)  # (4)!
    cases["tf.square instead"] = (tf.square(x), x)
    cases["Python if"] = (tf.square(x) if x[1] > x[0] else -x, x)  # (5)!
for name, (target, source) in cases.items():
    grad = tape.gradient(target, source)
    print(f"{name:<18} {grad if grad is None else grad.numpy().tolist()}")
del tape
