import warnings

import numpy as np
import tensorflow as tf

x, y = tf.constant([[1.0, 0.0]]), tf.constant([1])  # one example, of class 1


def train(name, activation, from_logits, softmax_after=False, graph=False):
    dense = tf.keras.layers.Dense(3, activation=activation, name="out")
    model = tf.keras.Sequential([tf.keras.Input((2,)), dense])
    kernel = np.array([[2, 0, -2], [0, 0, 0]], "float32")  # logits [2, 0, -2] for x
    dense.set_weights([kernel, np.zeros(3, "float32")])
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=from_logits)
    opt = tf.keras.optimizers.SGD(1.0)

    def step():
        with tf.GradientTape() as tape:
            out = model(x)
            if softmax_after:
                out = tf.nn.softmax(out)  # (1)!
            loss = loss_fn(y, out)
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss, grads[1]  # the bias gradient: d loss / d logits

    if graph:
        step = tf.function(step)  # as in fit()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        losses = [step() for _ in range(10)]
    print(
        f"{name}: loss {float(losses[0][0]):.4f} -> {float(losses[-1][0]):.4f}, first gradient",
        [f"{g:.4f}" for g in losses[0][1].numpy() + 0.0],
    )
    for w in {str(w.message): w for w in caught}.values():
        print(f"  {w.category.__name__}: {w.message}")  # (2)!


train("softmax output, from_logits=True ", "softmax", True)  # (3)!
train("tf.nn.softmax,  from_logits=True ", None, True, softmax_after=True)  # (4)!
train("  the same in a tf.function      ", None, True, softmax_after=True, graph=True)
train("linear output,  from_logits=False", None, False)  # (5)!
train("linear output,  from_logits=True ", None, True)  # (6)!
