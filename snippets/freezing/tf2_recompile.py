import numpy as np
import tensorflow as tf


def f32(v):
    return np.format_float_positional(np.float32(v), trim="0")


x, y = np.array([[1.0]], "float32"), np.array([[3.0]], "float32")


def build():
    first = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="first")
    second = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="second")
    model = tf.keras.Sequential([tf.keras.Input((1,)), first, second], name="model")
    model.compile(optimizer=tf.keras.optimizers.SGD(0.125), loss="mse")
    return model, first, second


def show(label, first, second):
    print(f"{label:<32} first={f32(first.kernel[0, 0]):<9} second={f32(second.kernel[0, 0])}")


model, first, second = build()
model.fit(x, y, verbose=0)
show("fit, both trainable:", first, second)
first.trainable = False  # (1)!
model.fit(x, y, verbose=0)
show("first frozen, no compile():", first, second)
model.compile(optimizer=model.optimizer, loss="mse")  # (2)!
model.fit(x, y, verbose=0)
show("first frozen, compile() again:", first, second)

model, first, second = build()
first.trainable = False  # (3)!
model.fit(x, y, verbose=0)
show("frozen before the first fit:", first, second)
print("trainable variables now:", [v.path for v in model.trainable_variables])
