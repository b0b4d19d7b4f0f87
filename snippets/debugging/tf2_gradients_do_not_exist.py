import warnings

import numpy as np
import tensorflow as tf

x, y = np.array([[1.0, 2.0]]), np.array([[1.0]])
inputs = tf.keras.Input((2,))
main = tf.keras.layers.Dense(1, kernel_initializer="ones", name="main")
aux = tf.keras.layers.Dense(1, kernel_initializer="ones", name="aux")  # (1)!
model = tf.keras.Model(inputs, {"main": main(inputs), "aux": aux(inputs)})
optimizer = tf.keras.optimizers.SGD(learning_rate=0.0625)


def show(where, caught):
    caught = [w for w in caught if "Gradients do not exist" in str(w.message)]
    print(f"{where}: {len(caught)} warning(s)")
    for w in caught[:1]:  # the same text each time
        print(f"  {w.category.__name__}: {w.message}")


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for _ in range(2):  # (2)!
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(x)["main"] - y))  # only the "main" output
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
show("custom loop", caught)
print("aux kernel: ", aux.kernel.numpy().ravel().tolist())
print("main kernel:", main.kernel.numpy().ravel().tolist())

model.compile(optimizer="sgd", loss={"main": "mse"})  # (3)!
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model.fit(x, {"main": y}, epochs=2, verbose=0)
show("fit", caught)

aux.trainable = False  # (4)!
model.compile(optimizer="sgd", loss={"main": "mse"})
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model.fit(x, {"main": y}, epochs=2, verbose=0)
show("fit, aux frozen", caught)
