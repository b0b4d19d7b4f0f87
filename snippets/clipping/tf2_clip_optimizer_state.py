import tensorflow as tf

gradient = tf.constant([6.0, 8.0])  # norm 10

w = tf.Variable([0.0, 0.0])
optimizer = tf.keras.optimizers.SGD(learning_rate=0.5, momentum=0.5, clipnorm=5.0)  # (1)!
optimizer.apply_gradients([(gradient, w)])
(momentum,) = [v for v in optimizer.variables if v.shape == w.shape]  # (2)!
print("SGD momentum buffer:", momentum.numpy().tolist())  # (3)!

w = tf.Variable([0.0, 0.0])
optimizer = tf.keras.optimizers.Adam(learning_rate=0.5, clipnorm=5.0)
optimizer.apply_gradients([(gradient, w)])
m, v = [s for s in optimizer.variables if s.shape == w.shape]
print("Adam first moment / (1 - beta_1):", [f"{x:.4f}" for x in (m / (1 - optimizer.beta_1)).numpy()])  # (4)!
print("Adam second moment / (1 - beta_2):", [f"{x:.4f}" for x in (v / (1 - optimizer.beta_2)).numpy()])
