import tensorflow as tf

body = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")
head = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")
model = tf.keras.Sequential([tf.keras.Input((1,)), body, head])
body_optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)  # (1)!
head_optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)

x, y = tf.constant([[1.0]]), tf.constant([[3.0]])
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(x) - y))
body_grads, head_grads = tape.gradient(loss, [body.trainable_variables, head.trainable_variables])  # (2)!
print("gradients:", float(body_grads[0][0, 0]), float(head_grads[0][0, 0]))
body_optimizer.apply_gradients(zip(body_grads, body.trainable_variables))
head_optimizer.apply_gradients(zip(head_grads, head.trainable_variables))
print("body:", float(body.kernel[0, 0]), " head:", float(head.kernel[0, 0]))  # (3)!
