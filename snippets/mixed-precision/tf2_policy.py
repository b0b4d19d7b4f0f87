import tensorflow as tf

tf.keras.mixed_precision.set_global_policy("mixed_float16")  # (1)!
layer = tf.keras.layers.Dense(2)
x = tf.constant([[1.0, 2.0, 3.0]])
with tf.GradientTape() as tape:
    y = layer(x)  # (2)!
    loss = tf.reduce_sum(tf.cast(y, tf.float32) ** 2)  # (3)!
grads = tape.gradient(loss, layer.trainable_variables)

print("compute dtype:", layer.compute_dtype, "  variable dtype:", layer.variable_dtype)
print("input:", x.dtype.name, "  output:", y.dtype.name, "  loss:", loss.dtype.name)
print("variables:", [tf.as_dtype(v.dtype).name for v in layer.trainable_variables])
print("gradients:", [g.dtype.name for g in grads])  # (4)!
tf.keras.mixed_precision.set_global_policy("float32")  # (5)!
