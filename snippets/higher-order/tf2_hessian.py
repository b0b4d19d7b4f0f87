import tensorflow as tf


def f(x):  # f(x) = x0^2 x1 + x1^3
    return x[0] ** 2 * x[1] + x[1] ** 3


x = tf.Variable([1.0, 2.0])
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        y = f(x)
    grad = inner.gradient(y, x)
hessian = outer.jacobian(grad, x)  # (1)!
x0, x1 = x.numpy().tolist()
print("gradient:", grad.numpy().tolist(), " closed form:", [2 * x0 * x1, x0**2 + 3 * x1**2])
print("hessian:", hessian.numpy().tolist())
print("closed form:", [[2 * x1, 2 * x0], [2 * x0, 6 * x1]])  # (2)!

v = tf.constant([1.0, -1.0])
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        y = f(x)
    grad = inner.gradient(y, x)
    grad_dot_v = tf.reduce_sum(grad * v)  # (3)!
hvp = outer.gradient(grad_dot_v, x)
print("Hessian-vector product:", hvp.numpy().tolist())
print("H @ v:                 ", tf.linalg.matvec(hessian, v).numpy().tolist())
