import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape() as stage1:  # (1)!
    stage1.watch(x)
    y = x * x
y_in = tf.Variable(y)  # stage 2 receives y as its own input
with tf.GradientTape() as stage2:
    loss = tf.reduce_sum(0.5 * y_in * y_in)
dloss_dy = stage2.gradient(loss, y_in)  # (2)!
dloss_dx = stage1.gradient(y, x, output_gradients=dloss_dy)  # (3)!

with tf.GradientTape() as end_to_end:
    end_to_end.watch(x)
    y = x * x
    loss = tf.reduce_sum(0.5 * y * y)
print("dloss/dy:            ", dloss_dy.numpy().tolist())
print("dloss/dx in 2 stages:", dloss_dx.numpy().tolist())
print("dloss/dx end to end: ", end_to_end.gradient(loss, x).numpy().tolist())
