import numpy as np
import scipy.optimize
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
x = tf.constant([[0.0], [1.0], [2.0], [3.0]])
y = 2.0 * x + 1.0
model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1)])
variables = model.trainable_variables
sizes = [int(np.prod(v.shape)) for v in variables]


def assign(flat):  # (1)!
    for v, part in zip(variables, np.split(flat, np.cumsum(sizes)[:-1])):
        v.assign(part.reshape(v.shape).astype(np.float32))


@tf.function
def loss_and_gradients():
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(x) - y) ** 2)
    return loss, tape.gradient(loss, variables)


def value_and_gradient(flat):  # (2)!
    assign(flat)
    loss, gradients = loss_and_gradients()
    return float(loss), np.concatenate([g.numpy().ravel() for g in gradients]).astype(np.float64)


start = np.concatenate([v.numpy().ravel() for v in variables]).astype(np.float64)
result = scipy.optimize.minimize(value_and_gradient, start, jac=True, method="L-BFGS-B")  # (3)!
assign(result.x)  # (4)!
print("converged:", result.success, "| loss below 1e-6:", result.fun < 1e-6)
print("kernel, bias:", [f"{float(tf.reshape(v, [-1])[0]):.3f}" for v in variables])
