import numpy as np
import tensorflow as tf

x = np.array([[1.0], [5.0]], "float32")  # batch mean 3, variance 4
y = np.array([[1.0], [0.0]], "float32")


def build():
    dense = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="dense")
    bn = tf.keras.layers.BatchNormalization(momentum=0.5, name="bn")
    model = tf.keras.Sequential([tf.keras.Input((1,)), dense, bn], name="model")
    return model, bn


def changed(model, step):
    before = [v.numpy().copy() for v in model.weights]
    step()
    return [v.path for v, old in zip(model.weights, before) if not np.array_equal(v.numpy(), old)]


for trainable in (True, False):
    model, bn = build()
    bn.trainable = trainable  # (1)!
    model.compile(optimizer=tf.keras.optimizers.SGD(0.125), loss="mse")
    paths = changed(model, lambda model=model: model.fit(x, y, batch_size=2, verbose=0))
    print(f"fit, bn.trainable={trainable!s:<5}: changed {paths}")
    print(f"  moving_mean={float(bn.moving_mean[0]):.4f} moving_variance={float(bn.moving_variance[0]):.4f}")

model, bn = build()
optimizer = tf.keras.optimizers.SGD(0.125)


def custom_step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x, training=False) - y))  # (2)!
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))


print(f"custom loop, training=False: changed {changed(model, custom_step)}")
print(f"  moving_mean={float(bn.moving_mean[0]):.4f} moving_variance={float(bn.moving_variance[0]):.4f}")
