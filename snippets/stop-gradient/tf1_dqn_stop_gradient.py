import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
o_batch, o2_batch = rng.integers(-2, 3, size=(2, 4, 3)).astype(np.float32) / 2  # 4 transitions: (4, 3) each
a_batch = np.array([0, 1, 1, 0])  # actions taken (2 possible actions)
r_batch = np.array([1.0, 0.0, -1.0, 0.5], np.float32)  # rewards
gamma = 0.5


def build_network(obs):  # observation (3) -> hidden (4, relu) -> Q-values (2)
    shapes = {"w1": (3, 4), "b1": (4,), "w2": (4, 2), "b2": (2,)}
    w1, b1, w2, b2 = [
        tf.Variable(rng.integers(-2, 3, size=s).astype(np.float32) / 2, name=n) for n, s in shapes.items()
    ]
    return tf.matmul(tf.nn.relu(tf.matmul(obs, w1) + b1), w2) + b2, [w1, b1, w2, b2]


with tf.Graph().as_default():
    o = tf.compat.v1.placeholder(tf.float32, shape=(None, 3))
    a = tf.compat.v1.placeholder(tf.int32, shape=(None,))
    r = tf.compat.v1.placeholder(tf.float32, shape=(None,))
    o2 = tf.compat.v1.placeholder(tf.float32, shape=(None, 3))
    with tf.compat.v1.variable_scope("main"):
        q, main_vars = build_network(o)  # b x a
    with tf.compat.v1.variable_scope("target"):
        q_targ, target_vars = build_network(o2)  # b x a
    q_a = tf.reduce_sum(q * tf.one_hot(a, 2), axis=1)  # (1)!
    target = r + gamma * tf.reduce_max(q_targ, axis=1)
    target = tf.stop_gradient(target)  # (2)!
    loss = tf.reduce_mean(tf.square(q_a - target))
    grads = tf.gradients(loss, main_vars + target_vars)

    feed = {o: o_batch, a: a_batch, r: r_batch, o2: o2_batch}
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        loss_value, main_grads = sess.run([loss, grads[:4]], feed)

print(f"loss {loss_value:.6f}")
for var, g in zip(main_vars + target_vars, main_grads + grads[4:]):
    print(f"{var.name:11} {'None' if g is None else f'norm {np.linalg.norm(g):.6f}'}")
print("target network: all None:", all(g is None for g in grads[4:]))
print("main network: all non-zero:", all(np.linalg.norm(g) > 0 for g in main_grads))
