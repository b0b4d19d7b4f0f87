import tensorflow as tf
from tensorflow.python.eager import backprop  # (1)!

v = tf.Variable(2.0, name="v")
v_add_1 = v + 1.0  # (2)!

value_and_gradients = backprop.implicit_val_and_grad(lambda: v_add_1 * 3.0)
try:
    value_and_gradients()
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

value_and_gradients = backprop.implicit_val_and_grad(lambda: (v + 1.0) * 3.0)  # (3)!
value, gradients = value_and_gradients()
print("implicit_val_and_grad:", float(value), [(float(g), var.name) for g, var in gradients])

with tf.GradientTape() as tape:  # (4)!
    loss = v_add_1 * 3.0
print("tape, v read before it:", tape.gradient(loss, v))
with tf.GradientTape() as tape:
    loss = (v + 1.0) * 3.0
print("tape, v read inside it:", float(loss), float(tape.gradient(loss, v)))
