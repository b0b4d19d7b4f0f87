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
    return tf.matmul(tf.nn.relu(tf.matmul(obs, w1) + b1), w2) + b2


with tf.Graph().as_default():
    o = tf.compat.v1.placeholder(tf.float32, shape=(None, 3))
    a = tf.compat.v1.placeholder(tf.int32, shape=(None,))
    r = tf.compat.v1.placeholder(tf.float32, shape=(None,))
    o2 = tf.compat.v1.placeholder(tf.float32, shape=(None, 3))
    with tf.compat.v1.variable_scope("main"):
        q = build_network(o)
    with tf.compat.v1.variable_scope("target"):
        q_targ = build_network(o2)
    q_a = tf.reduce_sum(q * tf.one_hot(a, 2), axis=1)
    target = r + gamma * tf.reduce_max(q_targ, axis=1)
    loss_stop = tf.reduce_mean(tf.square(q_a - tf.stop_gradient(target)))
    loss_free = tf.reduce_mean(tf.square(q_a - target))  # (1)!
    opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
    pairs_stop = opt.compute_gradients(loss_stop)  # (2)!
    pairs_free = opt.compute_gradients(loss_free)

    feed = {o: o_batch, a: a_batch, r: r_batch, o2: o2_batch}
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        losses = sess.run([loss_stop, loss_free], feed)
        g_stop = sess.run([g for g, _ in pairs_stop[:4]], feed)
        g_free = sess.run([g for g, _ in pairs_free], feed)

print(f"loss with stop_gradient {losses[0]:.6f}, without {losses[1]:.6f}")
for (_, var), g in zip(pairs_free[4:], g_free[4:]):
    print(f"{var.name:11} norm {np.linalg.norm(g):.6f}")
same = all(np.array_equal(g1, g2) for g1, g2 in zip(g_stop, g_free[:4]))
print("main-network gradients identical:", same)  # (3)!
n_stop, n_free = (sum(g is not None for g, _ in pairs) for pairs in (pairs_stop, pairs_free))
print(f"with a gradient: {n_stop} of {len(pairs_free)} variables with stop_gradient, {n_free} without")
