import keras
import tensorflow as tf

keras.mixed_precision.set_dtype_policy("mixed_float16")  # (1)!
critic = keras.Sequential(
    [
        keras.Input((2,)),
        keras.layers.Dense(4, activation="tanh", kernel_initializer=keras.initializers.Constant(2.0**-16)),
        keras.layers.Dense(1, kernel_initializer=keras.initializers.Constant(2.0**-16), dtype="float32"),
    ]
)
keras.mixed_precision.set_dtype_policy("float32")
optimizer = keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(0.01))  # (2)!
optimizer.build(critic.trainable_variables)
interpolated = tf.constant([[0.25, 0.5], [0.5, -0.25]])


def penalty(scale):
    with tf.GradientTape() as inner:
        inner.watch(interpolated)
        score = critic(interpolated)
        scaled = score * tf.cast(scale, score.dtype)  # (3)!
    gradients = tf.cast(inner.gradient(scaled, interpolated), tf.float32) / scale  # (4)!
    norms = tf.sqrt(tf.reduce_sum(tf.square(gradients), axis=1))
    return tf.reduce_mean(tf.square(norms - 1.0)), norms


for label, scale in (("unscaled", 1.0), ("scaled", optimizer.dynamic_scale)):
    _, norms = penalty(scale)
    print(f"{label}: input gradient norms {[f'{n / 2.0**-30:.3f}' for n in norms.numpy()]} x 2^-30")

with tf.GradientTape() as outer:
    loss, _ = penalty(optimizer.dynamic_scale)
    scaled_loss = optimizer.scale_loss(10.0 * loss)  # (5)!
grads = outer.gradient(scaled_loss, critic.trainable_variables)
optimizer.apply(grads, critic.trainable_variables)  # (6)!
scale = float(optimizer.dynamic_scale)
print(f"penalty {float(loss):.3f}, loss scale {scale:g}, steps applied: {int(optimizer.iterations)}")
