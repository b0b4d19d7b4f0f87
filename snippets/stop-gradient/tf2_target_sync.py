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


def loss_fn():
    q_a = tf.reduce_sum(q_values(main, o) * tf.one_hot(a, 2), axis=1)
    target = r + gamma * tf.reduce_max(q_values(target_net, o2), axis=1)
    return tf.reduce_mean(tf.square(q_a - tf.stop_gradient(target)))


main, target_net = network("main"), network("target")
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)
target_before = [v.numpy() for v in target_net]
for step in range(3):
    with tf.GradientTape() as tape:
        loss = loss_fn()
    print(f"step {step}: loss {float(loss):.3f}")  # 3 decimals: the same on every CPU
    optimizer.apply_gradients(zip(tape.gradient(loss, main), main))  # (1)!
unchanged = all(np.array_equal(x, y.numpy()) for x, y in zip(target_before, target_net))
print("target network unchanged by training:", unchanged)
for t, m in zip(target_net, main):
    t.assign(m)  # (2)!
same = all(np.array_equal(t.numpy(), m.numpy()) for t, m in zip(target_net, main))
print("after the sync, target equals main:", same)
print(f"loss after the sync {float(loss_fn()):.3f}")  # (3)!
