import tensorflow as tf

x = tf.Variable([4.0, 0.0])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.sqrt(x))
grad = tape.gradient(y, x)
print("gradient of sqrt:", grad.numpy().tolist())  # (1)!
try:
    tf.debugging.check_numerics(grad, "gradient of sqrt")  # (2)!
except tf.errors.InvalidArgumentError as e:
    print(f"{type(e).__name__}: {e.message.split('}} ')[-1].split(' [Op')[0]}")  # (3)!

tf.get_logger().setLevel("WARNING")  # (4)!
tf.debugging.enable_check_numerics()  # (5)!
try:
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(tf.math.log(x))
except tf.errors.InvalidArgumentError as e:
    print(f"{type(e).__name__}:", *[line for line in e.message.splitlines() if "!!!" in line])  # (6)!
finally:
    tf.debugging.disable_check_numerics()
