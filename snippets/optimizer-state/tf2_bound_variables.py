import tensorflow as tf

x, y = tf.constant([[1.0]]), tf.constant([[0.0]])


def new_model(name):
    dense = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="dense")
    return tf.keras.Sequential([tf.keras.Input((1,)), dense], name=name)


def train_step(model, optimizer):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.square(model(x) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))


generator, critic = new_model("generator"), new_model("critic")
optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)
train_step(generator, optimizer)  # (1)!
print("optimizer variables:", [v.name for v in optimizer.variables])  # (2)!
try:
    train_step(critic, optimizer)  # (3)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

generator, critic = new_model("generator"), new_model("critic")
optimizers = {
    generator: tf.keras.optimizers.Adam(learning_rate=0.1),  # (4)!
    critic: tf.keras.optimizers.Adam(learning_rate=0.1),
}
for step in (1, 2):
    for model, its_optimizer in optimizers.items():
        train_step(model, its_optimizer)
    print(
        f"step {step}: "
        + ", ".join(
            f"{model.name} kernel {float(model.layers[0].kernel[0, 0]):.4f} (iterations {int(o.iterations)})"
            for model, o in optimizers.items()
        )
    )
