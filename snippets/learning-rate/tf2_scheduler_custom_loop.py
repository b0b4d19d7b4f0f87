import tensorflow as tf

inputs = tf.keras.Input((1,))
model = tf.keras.Model(inputs, tf.keras.layers.Dense(1, kernel_initializer="zeros", name="dense")(inputs))
optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)
model.compile(optimizer=optimizer)  # (1)!


def halve_after_first(epoch, lr):  # the function you would give the callback
    return lr if epoch == 0 else lr * 0.5


callbacks = tf.keras.callbacks.CallbackList(
    [tf.keras.callbacks.LearningRateScheduler(halve_after_first)], model=model
)  # (2)!
x, y = tf.constant([[1.0]]), tf.constant([[0.0]])


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))


callbacks.on_train_begin()
for epoch in range(3):
    callbacks.on_epoch_begin(epoch)  # (3)!
    for _ in range(2):  # two steps per epoch
        train_step(x, y)
    lr, iterations = float(optimizer.learning_rate), int(optimizer.iterations)
    print(f"epoch {epoch}: learning_rate {lr}, iterations {iterations}")
    callbacks.on_epoch_end(epoch, {})
callbacks.on_train_end()
