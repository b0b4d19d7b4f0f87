import tensorflow as tf

x = tf.Variable([1.0, 2.0])
with tf.GradientTape(persistent=True) as outer:
    with tf.GradientTape() as inner:
        y = x[0] ** 2 * x[1] + x[1] ** 3  # the f of the Hessian example
    grad = inner.gradient(y, x)  # (1)!
second = outer.gradient(grad, x)  # (2)!
hessian = outer.jacobian(grad, x)  # (3)!
del outer
print("gradient:", grad.numpy().tolist())
print("outer.gradient(grad, x):", second.numpy().tolist())
print("outer.jacobian(grad, x):", hessian.numpy().tolist())
print("row sums of the Hessian:", tf.reduce_sum(hessian, axis=1).numpy().tolist())
