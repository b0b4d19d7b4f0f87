import tensorflow as tf


def eigh_gradients(a):
    a = tf.Variable(a)
    with tf.GradientTape(persistent=True) as tape:
        e, v = tf.linalg.eigh(a)
        weighted = tf.reduce_sum(e * [1.0, 2.0, 3.0])  # (1)!
        alignment = tf.reduce_sum(v[:, 0] * [1.0, 1.0, 0.0]) ** 2  # (2)!
    grads = [tape.gradient(y, a).numpy() for y in (weighted, alignment)]
    return alignment.numpy(), grads


for n in [4, 10, 20, None]:  # (3)!
    gap = 0.0 if n is None else 2.0**-n
    _, (_, g_alignment) = eigh_gradients(tf.linalg.diag([1.0, 1.0 + gap, 2.0]))
    print(f"gap {'0' if n is None else f'2^-{n}':<5} d alignment / d a[1,0] = {g_alignment[1, 0]:.0f}")

for sign, off in [("", 0.0), ("+", 2.0**-20), ("-", -(2.0**-20))]:  # (4)!
    a = [[1.0, off, 0.0], [off, 1.0, 0.0], [0.0, 0.0, 2.0]]
    alignment, (g_weighted, _) = eigh_gradients(a)
    label = f"{sign}2^-20" if off else "0"
    print(f"a[1,0] = {label:<7} alignment {alignment:.3f}  d weighted / d a[1,0] = {g_weighted[1, 0]:.3f}")

a = tf.Variable(tf.linalg.diag([1.0, 1.0, 2.0]))
with tf.GradientTape() as tape:
    pair = tf.reduce_sum(tf.linalg.eigvalsh(a)[:2])  # (5)!
print("d (e[0] + e[1]) / d a, diagonal:", tape.gradient(pair, a).numpy().diagonal().tolist())
