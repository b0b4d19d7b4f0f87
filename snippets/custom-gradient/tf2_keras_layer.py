import numpy as np
import tensorflow as tf


class ClippedDense(tf.keras.layers.Layer):
    """A dense layer whose kernel gradient is clipped to [-1, 1], element by element."""

    def build(self, input_shape):
        self.kernel = self.add_weight(name="kernel", shape=(input_shape[-1], 1), initializer="ones")  # (1)!

    def call(self, x):
        @tf.custom_gradient
        def forward(x):
            def grad(upstream, variables):  # (2)!
                dx = tf.matmul(upstream, self.kernel, transpose_b=True)
                dkernel = tf.clip_by_value(tf.matmul(x, upstream, transpose_a=True), -1.0, 1.0)
                return dx, [dkernel]  # (3)!

            return tf.matmul(x, self.kernel), grad

        return forward(x)


x = np.array([[1.0, 2.0], [3.0, -4.0]], np.float32)
layer = ClippedDense()
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(layer(x))
print("kernel gradient:", tape.gradient(loss, layer.kernel).numpy().ravel().tolist())

model = tf.keras.Sequential([tf.keras.Input((2,)), ClippedDense()])  # (4)!
model.compile(optimizer=tf.keras.optimizers.SGD(0.5), loss="mae")
model.fit(x, np.full((2, 1), 100.0, np.float32), epochs=1, batch_size=2, verbose=0)
print("kernel after one fit() step:", model.layers[0].kernel.numpy().ravel().tolist())
