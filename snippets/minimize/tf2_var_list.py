import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


def one_step(names):
    X = tf.constant([1.0, 2.0, 3.0])
    Y = tf.constant([1.0, 2.0, 3.0])
    W = tf.Variable(5.0, name="W")
    b = tf.Variable(0.0, name="b")
    var_list = [{"W": W, "b": b}[n] for n in names]
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)
    with tf.GradientTape() as tape:
        cost = tf.reduce_mean(tf.square(X * W + b - Y))
    grads = tape.gradient(cost, var_list)  # (1)!
    optimizer.apply_gradients(zip(grads, var_list))
    return W, b


for names in [["W", "b"], ["W"], ["b"]]:
    W, b = one_step(names)
    label = f"[{', '.join(names)}]"
    print(f"var_list={label:<6} W={f32(W):<10} b={f32(b)}")
