import tensorflow as tf

w = tf.Variable(0.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=1.0, gradient_accumulation_steps=2)  # (1)!
for call in range(1, 5):
    optimizer.apply_gradients([(tf.constant(1.0), w)])
    print(f"call {call}: iterations {int(optimizer.iterations.numpy())}, w {float(w.numpy())}")

v = tf.Variable(0.0)
optimizer = tf.keras.mixed_precision.LossScaleOptimizer(tf.keras.optimizers.SGD(learning_rate=1.0))
for grad in (1.0, float("inf"), 1.0):
    optimizer.apply_gradients([(optimizer.scale_loss(grad), v)])  # (2)!
    print(f"gradient {grad}: iterations {int(optimizer.iterations.numpy())}, v {float(v.numpy())}")
