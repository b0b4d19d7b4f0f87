import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([[1.0], [0.0]])
model = tf.keras.Sequential(
    [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")], name="model"
)
schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=1, decay_rate=0.5)
optimizer = tf.keras.optimizers.Adam(schedule, name="adam")


def report(when):
    print(f"{when}: iterations {int(optimizer.iterations)}, learning rate {float(optimizer.learning_rate):g}")


model.compile(optimizer=optimizer, loss="mse")
model.fit(x, y, epochs=2, batch_size=1, verbose=0)  # (1)!
report("2 epochs of 2 batches")
model.compile(optimizer=optimizer, loss="mse")  # (2)!
report("compiled again")
model.fit(x, y, epochs=1, batch_size=2, verbose=0)
report("1 epoch of 1 batch")
optimizer.iterations.assign(0)  # (3)!
report("assign(0)")
optimizer.iterations.assign(2)
report("assign(2)")

w = tf.Variable(1.0)
scaled = tf.keras.mixed_precision.LossScaleOptimizer(tf.keras.optimizers.SGD(learning_rate=0.5))
for gradient in (1.0, float("inf"), 1.0):
    scaled.apply_gradients([(scaled.scale_loss(gradient), w)])  # (4)!
    print(f"LossScaleOptimizer, gradient {gradient}: iterations {int(scaled.iterations)}, w {float(w)}")
