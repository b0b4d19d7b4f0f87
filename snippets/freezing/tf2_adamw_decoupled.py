import tensorflow as tf

lr, weight_decay = 0.25, 0.5
gradient = tf.constant(0.5)


def adam_step(w, optimizer):
    v = tf.Variable(w)
    optimizer.apply_gradients([(gradient, v)])
    return float(v)


adamw = adam_step(2.0, tf.keras.optimizers.AdamW(lr, weight_decay=weight_decay))  # (1)!
by_hand = adam_step(2.0 - lr * weight_decay * 2.0, tf.keras.optimizers.Adam(lr))  # (2)!
contrib_wd = lr * weight_decay  # (3)!
contrib_style = adam_step(2.0 - contrib_wd * 2.0, tf.keras.optimizers.Adam(lr))
v = tf.Variable(2.0)
with tf.GradientTape() as tape:
    loss = gradient * v + 0.5 * weight_decay * v * v  # (4)!
tf.keras.optimizers.Adam(lr).apply_gradients([(tape.gradient(loss, v), v)])

print(f"AdamW(weight_decay={weight_decay}):            w = {adamw:.4f}")
print(f"decay by lr * weight_decay, then Adam: w = {by_hand:.4f}")
print(f"contrib-style weight_decay={contrib_wd}:     w = {contrib_style:.4f}")
print(f"Adam with an L2 term in the loss:      w = {float(v):.4f}")
