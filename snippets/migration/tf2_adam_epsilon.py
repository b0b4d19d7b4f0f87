import inspect
import math

import tensorflow as tf

tf1_default = inspect.signature(tf.compat.v1.train.AdamOptimizer).parameters["epsilon"].default
print(
    "default epsilon: Keras Adam",
    tf.keras.optimizers.Adam().epsilon,
    "| tf.compat.v1 AdamOptimizer",
    tf1_default,
)  # (1)!

gradient = 2.0**-20  # (2)!
beta_1, beta_2 = 0.9, 0.999


def keras_step(epsilon):
    w = tf.Variable(0.0)
    tf.keras.optimizers.Adam(learning_rate=1.0, epsilon=epsilon).apply_gradients([(tf.constant(gradient), w)])
    return -float(w)


def compat_v1_step(epsilon):
    w = tf.Variable(0.0)
    tf.compat.v1.train.AdamOptimizer(learning_rate=1.0, epsilon=epsilon).apply_gradients(
        [(tf.constant(gradient), w)]
    )
    return -float(w)


def algorithm_1_step(epsilon):  # (3)!
    m_hat = (1 - beta_1) * gradient / (1 - beta_1)
    v_hat = (1 - beta_2) * gradient**2 / (1 - beta_2)
    return m_hat / (math.sqrt(v_hat) + epsilon)


for epsilon in (1e-07, 1e-08):
    print(
        f"epsilon={epsilon:g}: first step Keras {keras_step(epsilon):.4f}, "
        f"compat.v1 {compat_v1_step(epsilon):.4f}, Algorithm 1 {algorithm_1_step(epsilon):.4f}"
    )

for t in (1, 10, 1000):  # (4)!
    print(f"step {t:>4}: Keras epsilon 1e-07 acts as {1e-07 / math.sqrt(1 - beta_2**t):.2e} in Algorithm 1")
