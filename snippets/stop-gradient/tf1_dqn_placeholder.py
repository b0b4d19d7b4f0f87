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
        q, main_vars = build_network(o)
    with tf.compat.v1.variable_scope("target"):
        q_targ, target_vars = build_network(o2)
    q_a = tf.reduce_sum(q * tf.one_hot(a, 2), axis=1)
    target = r + gamma * tf.reduce_max(q_targ, axis=1)

    target_ph = tf.compat.v1.placeholder(tf.float32, shape=(None,))  # (1)!
    loss_fed = tf.reduce_mean(tf.square(q_a - target_ph))
    grads_fed = tf.gradients(loss_fed, main_vars + target_vars)
    loss_stop = tf.reduce_mean(tf.square(q_a - tf.stop_gradient(target)))
    grads_stop = tf.gradients(loss_stop, main_vars)

    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        target_value = sess.run(target, {r: r_batch, o2: o2_batch})  # (2)!
        feed = {o: o_batch, a: a_batch}
        fed = sess.run([loss_fed] + grads_fed[:4], {**feed, target_ph: target_value})
        stop = sess.run([loss_stop] + grads_stop, {**feed, r: r_batch, o2: o2_batch})

print("target, evaluated first: [" + ", ".join(f"{v:.6f}" for v in target_value) + "]")
print(f"{'':14} {'placeholder':13} stop_gradient")
print(f"{'loss':14} {fed[0]:<13.6f} {stop[0]:.6f}")
for var, g1, g2 in zip(main_vars, fed[1:], stop[1:]):
    print(f"{var.name + ' norm':14} {np.linalg.norm(g1):<13.6f} {np.linalg.norm(g2):.6f}")
print("target network, placeholder version:", grads_fed[4:])  # (3)!
print("same loss and gradients:", all(np.array_equal(x, y) for x, y in zip(fed, stop)))
