import tensorflow as tf

w = tf.Variable(1.0)
optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)


@tf.function
def train_step(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w * x)
    optimizer.apply_gradients([(tape.gradient(loss, w), w)])  # (1)!


train_step(tf.constant([1.0]))
train_step(tf.constant([1.0, 2.0]))  # (2)!
print("traced:", train_step.experimental_get_tracing_count(), "times")
print("optimizer variables:", len(optimizer.variables))
print(f"w = {float(w):.4f}")
