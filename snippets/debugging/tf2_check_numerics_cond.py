import tensorflow as tf


@tf.function
def f(x):
    if tf.reduce_min(x) >= 0.0:  # (1)!
        return tf.exp(tf.math.log(x))
    return tf.zeros_like(x)


x = tf.constant([1.0, 0.0])
print("not checked:", f(x).numpy().tolist())

tf.get_logger().setLevel("WARNING")
tf.debugging.enable_check_numerics()  # (2)!
try:
    print("traced before:", f(x).numpy().tolist())  # (3)!
    tf.function(f.python_function)(x)  # (4)!
except tf.errors.InvalidArgumentError as e:
    print(f"{type(e).__name__}:", *[line for line in e.message.splitlines() if "!!!" in line])
finally:
    tf.debugging.disable_check_numerics()
