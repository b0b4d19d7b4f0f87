import tensorflow as tf

w = tf.Variable(2.0, name="w")
b = tf.Variable(0.5, name="b")
optimizer = tf.keras.optimizers.SGD(learning_rate=0.125)
x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
    logits = tf.stack([w * x, b * x])
    loss = tf.reduce_mean(tf.square(w * x + b - 3.0))
    argmax_loss = tf.cast(tf.reduce_sum(tf.argmax(logits)), tf.float32)  # (1)!
grads = tape.gradient(loss, [w, b])

grads_and_vars = zip(grads, [w, b])
print("gradients:", [float(g) for g, v in grads_and_vars])  # (2)!
wrong = {
    "the zip, already consumed": grads_and_vars,
    "gradients without variables": grads,
    "gradients of argmax": zip(tape.gradient(argmax_loss, [w, b]), [w, b]),
}
for name, argument in wrong.items():
    try:
        optimizer.apply_gradients(argument)
    except (TypeError, ValueError) as e:
        print(f"{name}: {type(e).__name__}: {e}")

optimizer.apply_gradients(list(zip(grads, [w, b])))  # (3)!
print(f"after one step: w {float(w)}, b {float(b)}")
