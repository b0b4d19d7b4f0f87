import tensorflow as tf

tensor = tf.constant([[1.0, 2.0], [3.0, 4.0]])
scatter = dict(indices=[1, 0], element_shape=[2], num_elements=2)  # (1)!

with tf.GradientTape() as tape:
    tape.watch(tensor)
    handle = tf.raw_ops.TensorListScatterV2(tensor=tensor, **scatter)
print("target:", handle.dtype.name, "of shape", handle.shape)
try:
    tape.gradient(handle, tensor)  # (2)!
except TypeError as e:
    print(f"{type(e).__name__}: {e}")

weights = tf.constant([[1.0, 10.0], [100.0, 1000.0]])
with tf.GradientTape() as tape:
    tape.watch(tensor)
    handle = tf.raw_ops.TensorListScatterV2(tensor=tensor, **scatter)
    stacked = tf.raw_ops.TensorListStack(  # (3)!
        input_handle=handle, element_shape=[2], element_dtype=tf.float32, num_elements=2
    )
    loss = tf.reduce_sum(weights * stacked)
print("stacked:", stacked.numpy().tolist())
print("gradient:", tape.gradient(loss, tensor).numpy().tolist())  # (4)!
