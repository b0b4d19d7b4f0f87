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
with tf.GradientTape() as tape:
    q = q_values(main, o)  # b x a
    q_targ = q_values(target_net, o2)  # b x a
    q_a = tf.reduce_sum(q * tf.one_hot(a, 2), axis=1)  # (1)!
    target = r + gamma * tf.reduce_max(q_targ, axis=1)
    loss = tf.reduce_mean(tf.square(q_a - tf.stop_gradient(target)))  # (2)!
grads = tape.gradient(loss, main + target_net)

print(f"loss {float(loss):.6f}")
for var, g in zip(main + target_net, grads):
    print(f"{var.name:11} {'None' if g is None else f'norm {np.linalg.norm(g):.6f}'}")
print("target network: all None:", all(g is None for g in grads[4:]))
print("main network: all non-zero:", all(np.linalg.norm(g) > 0 for g in grads[:4]))
