import tensorflow as tf

x = tf.constant([1.0, 2.0])
y = tf.constant([1.0, 2.0])
learning_rate = 0.1


def gradients_at_start():
    w = tf.Variable(3.0, name="w")
    b = tf.Variable(0.0, name="b")
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(w * x + b - y))
    return [w, b], tape.gradient(loss, [w, b])


# Keras optimizer: apply_gradients takes (gradient, variable) pairs.
variables, grads = gradients_at_start()
optimizer = tf.keras.optimizers.SGD(learning_rate=learning_rate)
optimizer.apply_gradients(zip(grads, variables))  # (1)!
w1, b1 = (float(v) for v in variables)

# The same step written by hand: v <- v - learning_rate * gradient.
variables, grads = gradients_at_start()
for var, grad in zip(variables, grads):
    var.assign_sub(learning_rate * grad)  # (2)!
w2, b2 = (float(v) for v in variables)

print(f"apply_gradients: w={w1:.6f} b={b1:.6f}")
print(f"by hand:         w={w2:.6f} b={b2:.6f}")
print("same update:", (w1, b1) == (w2, b2))
