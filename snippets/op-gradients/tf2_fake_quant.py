import tensorflow as tf

x = tf.constant([-1.0, -0.998046875, 0.5, 1.0])  # (1)!


def fake_quant_gradient(stop_at_min_max):
    with tf.GradientTape() as tape:
        tape.watch(x)
        low, high = tf.reduce_min(x), tf.reduce_max(x)  # (2)!
        if stop_at_min_max:
            low, high = tf.stop_gradient(low), tf.stop_gradient(high)
        q = tf.quantization.fake_quant_with_min_max_vars(x, low, high, num_bits=8)
        loss = tf.reduce_sum(q)
    return q, tape.gradient(loss, x)


q, dx = fake_quant_gradient(stop_at_min_max=False)
print("quantized:", [f"{v:.4f}" for v in q.numpy()])  # (3)!
print("min, max from x:       dx =", dx.numpy().tolist())  # (4)!
_, dx = fake_quant_gradient(stop_at_min_max=True)
print("min, max as constants: dx =", dx.numpy().tolist())  # (5)!

low, high = tf.Variable(-1.0), tf.Variable(1.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    loss = tf.reduce_sum(tf.quantization.fake_quant_with_min_max_vars(x, low, high))
dx, dlow, dhigh = tape.gradient(loss, [x, low, high])
print("min, max as variables: dx =", dx.numpy().tolist(), end="  ")
print("dmin =", float(dlow), " dmax =", float(dhigh))  # (6)!
