import tensorflow as tf

x = tf.constant(3.0)
h_before = 2.0 * x  # computed before the tape exists

with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y_recorded = x * (2.0 * x)
    y_stop_op = x * tf.stop_gradient(2.0 * x)  # (1)!
    with tape.stop_recording():  # (2)!
        h_unrecorded = 2.0 * x
    y_unrecorded = x * h_unrecorded
    y_before = x * h_before  # (3)!

for name, y in [
    ("recorded", y_recorded),
    ("tf.stop_gradient", y_stop_op),
    ("stop_recording()", y_unrecorded),
    ("before the tape", y_before),
]:
    print(f"{name:17} dy/dx = {float(tape.gradient(y, x))}")
del tape

c = tf.constant(3.0)  # a constant: watched only after tape.watch(c)
v = tf.Variable(3.0)  # a trainable variable: watched automatically
with tf.GradientTape() as tape:
    y = c * c + v * v
d_c, d_v = tape.gradient(y, [c, v])
print(f"unwatched constant: dy/dc = {d_c}, variable: dy/dv = {float(d_v)}")  # (4)!
