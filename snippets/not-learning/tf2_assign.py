import tensorflow as tf

x = tf.Variable(2.0, name="x")
h = tf.Variable(0.0, name="h")  # a variable used to hold an intermediate value
with tf.GradientTape(persistent=True) as tape:
    h.assign(3.0 * x)  # (1)!
    loss = h * h
print("through assign: d loss / dx =", tape.gradient(loss, x))  # (2)!
print("                d loss / dh =", float(tape.gradient(loss, h)))  # (3)!
del tape

with tf.GradientTape() as tape:
    h_value = 3.0 * x  # (4)!
    loss = h_value * h_value
print("plain tensor:   d loss / dx =", float(tape.gradient(loss, x)))
h.assign(h_value)  # keep the value, after the tape, if it is needed later

state = tf.Variable(1.0, name="state")  # (5)!
with tf.GradientTape() as tape:
    for _ in range(2):
        state.assign(x * state)
    loss = state * 1.0
print("state carried in a variable: d loss / dx =", tape.gradient(loss, x))
s = tf.constant(1.0)
with tf.GradientTape() as tape:
    for _ in range(2):
        s = x * s
    loss = s * 1.0
print("state carried in a tensor:   d loss / dx =", float(tape.gradient(loss, x)))
