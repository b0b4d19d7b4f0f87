import tensorflow as tf

w = tf.Variable([1.0, 2.0, 3.0])
mask = tf.constant([1.0, 0.0, 1.0])  # (1)!
optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)

with tf.GradientTape() as tape:
    w_used = mask * w + tf.stop_gradient((1 - mask) * w)  # (2)!
    loss = tf.reduce_sum(tf.square(w_used))
grad = tape.gradient(loss, w)
print("value used:", w_used.numpy().tolist())
print("gradient:  ", grad.numpy().tolist())  # (3)!
optimizer.apply_gradients([(grad, w)])
print("after one step:", w.numpy().tolist())  # (4)!
