import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


tf.keras.utils.set_random_seed(0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)
print("has minimize:", hasattr(optimizer, "minimize"))  # (1)!

X = np.array([[1.0], [2.0], [3.0]], dtype=np.float32)
Y = np.array([[1.0], [2.0], [3.0]], dtype=np.float32)
initial_W = tf.keras.initializers.Constant(5.0)
model = tf.keras.Sequential(
    [
        tf.keras.Input(shape=(1,)),
        tf.keras.layers.Dense(1, use_bias=False, kernel_initializer=initial_W),  # (2)!
    ]
)
model.compile(optimizer=optimizer, loss="mse")  # (3)!

for epoch in range(1, 4):
    history = model.fit(X, Y, batch_size=3, epochs=1, shuffle=False, verbose=0)  # (4)!
    W = model.layers[0].kernel.numpy()[0, 0]
    print(f"epoch {epoch}: cost={f32(history.history['loss'][0]):<10} W={f32(W)}")
