import numpy as np
import tensorflow as tf

a = tf.constant([[4.0, 1.0], [2.0, 3.0], [0.0, 1.0]], tf.float64)  # (1)!
tall = tf.concat([a, [[1.0, 1.0]]], 0)  # 4x2: m - n = 2
for x in [a, tall]:
    print("singular values:", [f"{s:.4f}" for s in tf.linalg.svd(x, compute_uv=False).numpy()])


def svd_outputs(full_matrices):
    def f(x):  # (2)!
        s, u, v = tf.linalg.svd(x, full_matrices=full_matrices)
        top_u, top_v = tf.tensordot(u[:, 0], u[:, 0], 0), tf.tensordot(v[:, 0], v[:, 0], 0)
        return tf.concat([s, tf.reshape(top_u, [-1]), tf.reshape(top_v, [-1])], 0)

    return f


for full_matrices, x in [(False, a), (True, a), (False, tall)]:
    theoretical, numerical = tf.test.compute_gradient(svd_outputs(full_matrices), [x])  # (3)!
    same = np.allclose(theoretical[0], numerical[0], rtol=1e-3, atol=1e-6)
    shape = "x".join(map(str, x.shape))
    print(f"full_matrices={full_matrices}, {shape}: matches finite differences: {same}")

with tf.GradientTape() as tape:  # (4)!
    tape.watch(a)
    s, u, v = tf.linalg.svd(a)
    nuclear_norm = tf.reduce_sum(s)
same = np.allclose(tape.gradient(nuclear_norm, a), u @ tf.transpose(v), rtol=1e-3)
print("gradient of the nuclear norm is u @ v^T:", same)

with tf.GradientTape() as tape:
    tape.watch(tall)
    s, u, v = tf.linalg.svd(tall, full_matrices=True)
    loss = tf.reduce_sum(s)
try:
    tape.gradient(loss, tall)  # (5)!
except NotImplementedError as e:
    print(f"full_matrices=True, 4x2: {type(e).__name__}: {str(e).split(' from op')[0]}")
