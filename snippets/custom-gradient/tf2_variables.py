import tensorflow as tf

w = tf.Variable(3.0, name="w")


@tf.custom_gradient
def scaled(x):
    y = w * x  # (1)!

    def grad(upstream, variables):  # (2)!
        print("variables:", [v.name for v in variables])
        dx = upstream * w
        dw = upstream * x * 0.1  # (3)!
        return dx, [dw]  # (4)!

    return y, grad


x = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = scaled(x)
dx, dw = tape.gradient(y, [x, w])
print(f"dy/dx = {float(dx):g}, dy/dw = {float(dw):g} (the true dy/dw is x = {float(x):g})")
