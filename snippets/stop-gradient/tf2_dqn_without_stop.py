import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
o, o2 = rng.integers(-2, 3, size=(2, 4, 3)).astype(np.float32) / 2  # 4 transitions: (4, 3) each
a = np.array([0, 1, 1, 0])  # actions taken (2 possible actions)
r = np.array([1.0, 0.0, -1.0, 0.5], np.float32)  # rewards
gamma = 0.5


def network(scope):  # observation (3) -> hidden (4, relu) -> Q-values (2)
    shapes = {"w1": (3, 4), "b1": (4,), "w2": (4, 2), "b2": (2,)}
    return [
        tf.Variable(rng.integers(-2, 3, size=s).astype(np.float32) / 2, name=f"{scope}/{n}")
        for n, s in shapes.items()
    ]


def q_values(net, obs):
    w1, b1, w2, b2 = net
    return tf.matmul(tf.nn.relu(tf.matmul(obs, w1) + b1), w2) + b2


main, target_net = network("main"), network("target")
with tf.GradientTape(persistent=True) as tape:
    q_a = tf.reduce_sum(q_values(main, o) * tf.one_hot(a, 2), axis=1)
    target = r + gamma * tf.reduce_max(q_values(target_net, o2), axis=1)
    loss_stop = tf.reduce_mean(tf.square(q_a - tf.stop_gradient(target)))
    loss_free = tf.reduce_mean(tf.square(q_a - target))  # (1)!
all_vars = tape.watched_variables()  # (2)!
g_stop = tape.gradient(loss_stop, all_vars)
g_free = tape.gradient(loss_free, all_vars)
del tape

print(f"loss with stop_gradient {float(loss_stop):.6f}, without {float(loss_free):.6f}")
for var, g in zip(all_vars[4:], g_free[4:]):
    print(f"{var.name:11} norm {np.linalg.norm(g):.6f}")
same = all(np.array_equal(g1, g2) for g1, g2 in zip(g_stop[:4], g_free[:4]))
print("main-network gradients identical:", same)  # (3)!
n_stop, n_free = (sum(g is not None for g in grads) for grads in (g_stop, g_free))
print(f"with a gradient: {n_stop} of {len(all_vars)} variables with stop_gradient, {n_free} without")
