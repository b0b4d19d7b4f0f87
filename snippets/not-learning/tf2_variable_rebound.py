import tensorflow as tf

w = tf.Variable(3.0)
for step in range(1, 3):
    with tf.GradientTape() as tape:
        loss = w * w
    grad = tape.gradient(loss, w)
    grad_text = None if grad is None else float(grad)
    print(f"step {step}: w is a tf.Variable: {isinstance(w, tf.Variable)}, gradient: {grad_text}")
    try:
        w = w - 0.25 * grad  # (1)!
    except TypeError as e:
        print(f"  {type(e).__name__}: {e}")  # (2)!

w = tf.Variable(3.0)
try:
    w -= 0.25 * 6.0  # (3)!
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}")

for step in range(1, 3):
    with tf.GradientTape() as tape:
        loss = w * w
    grad = tape.gradient(loss, w)
    w.assign_sub(0.25 * grad)  # (4)!
    print(f"step {step} with assign_sub: gradient {float(grad)}, w {float(w.numpy())}")
