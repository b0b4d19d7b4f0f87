import numpy as np
import tensorflow as tf

x = tf.constant([1.0, 2.0])
y = tf.constant([2.0, 4.0])


def train(noise, mode):
    tf.random.set_seed(0)
    rng = np.random.default_rng(1)
    w = tf.Variable(0.0)
    python_runs = []
    if noise == "tf.random.Generator":
        generator = tf.random.Generator.from_seed(0)

    def step():
        python_runs.append(1)  # (1)!
        if noise == "tf.random.normal":
            n = tf.random.normal([2], stddev=0.25)  # (2)!
        elif noise == "np.random":
            n = (rng.normal(size=2) * 0.25).astype("float32")  # (3)!
        else:
            n = generator.normal([2], stddev=0.25)  # (4)!
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((w * (x + n) - y) ** 2)
        w.assign_sub(0.125 * tape.gradient(loss, w))
        return n[0]

    if mode == "tf.function":
        step = tf.function(step)
    first_noise = [f"{float(step()):.3f}" for _ in range(3)]
    print(f"{noise:>18}, {mode:>11}: noise {first_noise}, w={float(w):.3f}, Python ran {len(python_runs)}x")


for noise in ("tf.random.normal", "np.random", "tf.random.Generator"):
    for mode in ("eager", "tf.function"):
        train(noise, mode)
