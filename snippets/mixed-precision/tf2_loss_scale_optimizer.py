import tensorflow as tf

w = tf.Variable(0.0)
optimizer = tf.keras.mixed_precision.LossScaleOptimizer(
    tf.keras.optimizers.SGD(learning_rate=1.0), initial_scale=1024.0, dynamic_growth_steps=2
)  # (1)!
print(f"start: scale {optimizer.initial_scale:g}")
for gradient in (1.0, float("inf"), 1.0, 1.0, 1.0):
    scaled = optimizer.scale_loss(tf.constant(gradient))  # (2)!
    optimizer.apply_gradients([(scaled, w)])  # (3)!
    print(
        f"gradient {gradient}: scale {float(optimizer.dynamic_scale):g}, "
        f"iterations {int(optimizer.iterations)}, w {float(w)}"
    )
