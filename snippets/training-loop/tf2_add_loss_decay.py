import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0]], np.float32)
y = 2.0 * x  # (1)!


class DecayedDense(tf.keras.layers.Dense):
    def call(self, inputs):
        self.add_loss(0.125 * tf.reduce_sum(tf.square(self.kernel)))  # (2)!
        return super().call(inputs)


def build(layer=tf.keras.layers.Dense, **kwargs):
    first = layer(1, use_bias=False, kernel_initializer="ones", **kwargs)
    second = layer(1, use_bias=False, kernel_initializer=tf.keras.initializers.Constant(2.0), **kwargs)
    return tf.keras.Sequential([tf.keras.Input((1,)), first, second])


def kernels_after_fit(model):
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.5), loss="mse")
    model.fit(x, y, verbose=0)
    return [float(layer.kernel[0, 0]) for layer in model.layers]


model = build()
penalties = []
for layer in model.layers:  # (3)!
    penalties.append(lambda: tf.reduce_sum(tf.square(layer.kernel)))  # noqa: B023
print("lambdas made in a loop:", [float(p()) for p in penalties])
penalties = [lambda layer=layer: tf.reduce_sum(tf.square(layer.kernel)) for layer in model.layers]
print("layer=layer bound:     ", [float(p()) for p in penalties])
try:
    model.add_loss(penalties[0])  # (4)!
except ValueError as e:
    print(f"{type(e).__name__}: {str(e).split(' Received')[0]}")
model.add_loss(0.125 * tf.add_n([p() for p in penalties]))  # (5)!
print("model.losses before fit:", [float(v) for v in model.losses])
print("kernels after fit, add_loss outside call():", kernels_after_fit(model))
print("model.losses after fit: ", [float(v) for v in model.losses])
l2 = tf.keras.regularizers.L2(0.125)  # (6)!
print("kernels after fit, kernel_regularizer:     ", kernels_after_fit(build(kernel_regularizer=l2)))
print("kernels after fit, add_loss inside call(): ", kernels_after_fit(build(DecayedDense)))
