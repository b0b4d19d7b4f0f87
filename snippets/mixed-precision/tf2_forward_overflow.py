import tensorflow as tf

x = tf.constant([[256.0, 256.0]])
y = tf.constant([[0.0]])


def train(output_dtype):
    dense = tf.keras.layers.Dense(
        1, kernel_initializer=tf.keras.initializers.Constant(128.0), use_bias=False, dtype=output_dtype
    )  # (1)!
    model = tf.keras.Sequential([tf.keras.Input((2,)), dense])
    optimizer = tf.keras.mixed_precision.LossScaleOptimizer(tf.keras.optimizers.SGD(learning_rate=2**-30))

    @tf.function
    def train_step():
        with tf.GradientTape() as tape:
            output = tf.cast(model(x, training=True), tf.float32)  # (2)!
            loss = tf.reduce_mean(tf.square(y - output))
            scaled_loss = optimizer.scale_loss(loss)
        grads = tape.gradient(scaled_loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return output, loss

    for step in (1, 2, 3):
        output, loss = train_step()
        print(
            f"{output_dtype:13} step {step}: output {float(output[0, 0]):g}, loss {float(loss):g}, "
            f"scale {float(optimizer.dynamic_scale):g}, iterations {int(optimizer.iterations)}"
        )  # (3)!


train("mixed_float16")
train("float32")  # (4)!
