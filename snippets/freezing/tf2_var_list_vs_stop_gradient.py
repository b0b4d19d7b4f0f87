import tensorflow as tf

two = tf.keras.initializers.Constant(2.0)
first = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer=two, name="first")
second = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="second")
x, y = tf.constant([[1.0]]), tf.constant([[3.0]])
first.build((None, 1))
second.build((None, 1))


def gradients(stop_after=None):
    with tf.GradientTape() as tape:
        h = first(x)
        if stop_after == "first":
            h = tf.stop_gradient(h)  # (1)!
        out = second(h)
        if stop_after == "second":
            out = tf.stop_gradient(out)
        loss = tf.reduce_mean(tf.square(out - y))
    grads = tape.gradient(loss, [first.kernel, second.kernel])  # (2)!
    return [None if g is None else float(g[0, 0]) for g in grads]


for stop_after in (None, "first", "second"):
    label = "no stop_gradient" if stop_after is None else f"stop_gradient after {stop_after}"
    print(f"{label:<27} gradients of first, second: {gradients(stop_after)}")

optimizer = tf.keras.optimizers.SGD(0.25)
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(second(first(x)) - y))
var_list = [first.kernel]  # (3)!
optimizer.apply_gradients(zip(tape.gradient(loss, var_list), var_list))
after = f"first={float(first.kernel[0, 0])}, second={float(second.kernel[0, 0])}"
print(f"var_list=[first.kernel]     after one step: {after}")
