import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0]], np.float32)
y = np.array([[1.5], [3.0]], np.float32)
inputs = tf.keras.Input((1,))
dense = tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")
model = tf.keras.Model(inputs, dense(inputs))  # (1)!
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.0), loss="mse")
print("fit loss without L2:", model.fit(x, y, verbose=0).history["loss"])

dense.kernel_regularizer = tf.keras.regularizers.L2(0.25)  # (2)!
print("after setting layer.kernel_regularizer, model.losses:", model.losses)
dense.kernel.regularizer = tf.keras.regularizers.L2(0.25)  # (3)!
print("after setting layer.kernel.regularizer, model.losses:", [float(v) for v in model.losses])
print("fit loss, same compile():", model.fit(x, y, verbose=0).history["loss"])  # (4)!
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.0), loss="mse")
print("fit loss after compile():", model.fit(x, y, verbose=0).history["loss"])

with tf.GradientTape() as tape:  # (5)!
    mse = tf.reduce_mean(tf.square(y - model(x, training=True)))
    loss = mse + tf.add_n(model.losses)
print(f"custom loop: mse {float(mse)} + regularization {float(tf.add_n(model.losses))} = {float(loss)}")
grads = tape.gradient(loss, model.trainable_variables)
print("kernel gradient:", float(grads[0][0, 0]))
