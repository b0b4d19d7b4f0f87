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
target_value = r + gamma * tf.reduce_max(q_values(target_net, o2), axis=1)  # (1)!
with tf.GradientTape() as tape:
    q_a = tf.reduce_sum(q_values(main, o) * tf.one_hot(a, 2), axis=1)
    loss_outside = tf.reduce_mean(tf.square(q_a - target_value))
grads_outside = tape.gradient(loss_outside, main + target_net)  # (2)!

with tf.GradientTape() as tape:
    q_a = tf.reduce_sum(q_values(main, o) * tf.one_hot(a, 2), axis=1)
    target = r + gamma * tf.reduce_max(q_values(target_net, o2), axis=1)
    loss_stop = tf.reduce_mean(tf.square(q_a - tf.stop_gradient(target)))
grads_stop = tape.gradient(loss_stop, main)

outside = [loss_outside.numpy()] + [g.numpy() for g in grads_outside[:4]]
stop = [loss_stop.numpy()] + [g.numpy() for g in grads_stop]
print("target, computed first:  [" + ", ".join(f"{v:.6f}" for v in target_value.numpy()) + "]")
print(f"{'':14} {'outside tape':13} stop_gradient")
print(f"{'loss':14} {outside[0]:<13.6f} {stop[0]:.6f}")
for var, g1, g2 in zip(main, outside[1:], stop[1:]):
    print(f"{var.name + ' norm':14} {np.linalg.norm(g1):<13.6f} {np.linalg.norm(g2):.6f}")
print("target network, outside-tape version:", grads_outside[4:])
print("same loss and gradients:", all(np.array_equal(x, y) for x, y in zip(outside, stop)))
