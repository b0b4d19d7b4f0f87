import tensorflow as tf

optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)
for name in ["compute_gradients", "minimize", "apply_gradients", "apply", "scale_loss"]:
    print(f"{name:17} {hasattr(optimizer, name)}")


def minimize(loss_fn, var_list, optimizer):  # (1)!
    with tf.GradientTape() as tape:
        loss = loss_fn()
    grads = tape.gradient(loss, var_list)
    optimizer.apply_gradients(zip(grads, var_list))
    return loss


w = tf.Variable(3.0)
x = tf.constant([1.0, 2.0])
y = tf.constant([1.0, 2.0])
loss = minimize(lambda: tf.reduce_mean(tf.square(w * x - y)), [w], optimizer)
print(f"loss before the step={float(loss):.6f}, w after it={float(w):.6f}")
