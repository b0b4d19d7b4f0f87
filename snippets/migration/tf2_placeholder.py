import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])  # (1)!
def value_and_gradient(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.reduce_sum(x * x)
    return y, tape.gradient(y, x)


for batch in [[1.0, 2.0, 3.0], [0.5, -1.0]]:
    y_value, dy_value = value_and_gradient(tf.constant(batch))  # (2)!
    print(f"y={float(y_value):.6f} dy/dx={dy_value.numpy().tolist()}")
