import os

os.environ["KERAS_BACKEND"] = "tensorflow"  # (1)!
import keras
import numpy as np
import tensorflow as tf
from keras import ops


@ops.custom_gradient
def clipped_matmul(x, kernel):
    def grad(*args, upstream=None):  # (2)!
        if upstream is None:
            (upstream,) = args
        dx = ops.matmul(upstream, ops.transpose(kernel))
        dkernel = ops.clip(ops.matmul(ops.transpose(x), upstream), -1.0, 1.0)
        return dx, dkernel  # (3)!

    return ops.matmul(x, kernel), grad


class ClippedDense(keras.layers.Layer):
    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], 1), initializer="ones")

    def call(self, x):
        return clipped_matmul(x, self.kernel.value)  # (4)!


x = np.array([[1.0, 2.0], [3.0, -4.0]], np.float32)
layer = ClippedDense()
layer.build(x.shape)
try:
    clipped_matmul(x, layer.kernel)
except TypeError as e:
    print(f"{type(e).__name__}: {str(e).split(':')[0]}")  # (5)!

with tf.GradientTape() as tape:
    plain = ops.sum(ops.matmul(x, layer.kernel))
print("plain gradient:", tape.gradient(plain, layer.kernel).numpy().ravel().tolist())
with tf.GradientTape() as tape:
    loss = ops.sum(layer(x))
print("custom gradient:", tape.gradient(loss, layer.kernel).numpy().ravel().tolist())

model = keras.Sequential([keras.Input((2,)), ClippedDense()])  # (6)!
model.compile(optimizer=keras.optimizers.SGD(0.5), loss="mae")
model.fit(x, np.full((2, 1), 100.0, np.float32), epochs=1, batch_size=2, verbose=0)
print("kernel after one fit() step:", model.layers[0].kernel.numpy().ravel().tolist())
