import tensorflow as tf

for optimizer in (tf.keras.optimizers.SGD(0.125), tf.keras.optimizers.Adam(0.125)):  # (1)!
    w = tf.Variable(1.0, dtype=tf.float64)
    for _ in range(2):
        with tf.GradientTape() as tape:
            loss = w * w
        optimizer.apply([tape.gradient(loss, w)], [w])
    print(f"{type(optimizer).__name__}: w is {w.dtype.name}, after two steps {float(w):.4f}")

beta_1 = tf.constant(0.5)  # (2)!
learning_rate = tf.constant(0.125)


@tf.function
def update(var, grad, step):
    t = tf.cast(step, var.dtype)
    correction = 1.0 - beta_1**t  # (3)!
    var.assign_sub(learning_rate * grad / correction)


@tf.function
def update_cast(var, grad, step):
    t = tf.cast(step, var.dtype)
    b1, lr = tf.cast(beta_1, var.dtype), tf.cast(learning_rate, var.dtype)  # (4)!
    var.assign_sub(lr * grad / (1.0 - b1**t))


w = tf.Variable(1.0, dtype=tf.float64)
try:
    update(w, 2.0 * w, 1)
except TypeError as e:
    print(str(e).strip().splitlines()[-1].strip())  # (5)!
update_cast(w, 2.0 * w, 1)
print(f"hand-written step with cast hyperparameters: w {float(w)}")

dense = tf.keras.layers.Dense(1, kernel_initializer="ones", dtype="float64")  # (6)!
model = tf.keras.Sequential([tf.keras.Input((1,)), dense])
model.compile(optimizer=tf.keras.optimizers.Adam(0.125), loss="mse")
model.fit(tf.constant([[1.0], [2.0]], tf.float64), tf.constant([[0.5], [1.0]], tf.float64), verbose=0)
print(f"Dense with dtype float64: kernel {dense.kernel.dtype}, after fit {float(dense.kernel[0, 0]):.4f}")
