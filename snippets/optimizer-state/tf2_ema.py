import tensorflow as tf

w = tf.Variable(1.0, name="w")
variables = [w]
optimizer = tf.keras.optimizers.SGD(learning_rate=0.5, use_ema=True, ema_momentum=0.5)  # (1)!
for step in range(1, 4):
    optimizer.apply_gradients([(tf.constant(1.0), w)])
    average = optimizer._model_variables_moving_average[0]  # (2)!
    print(f"step {step}: w {float(w)}, average {float(average)}")

raw = [v.numpy() for v in variables]
optimizer.finalize_variable_values(variables)  # (3)!
print("evaluated with w =", float(w))
for v, value in zip(variables, raw):
    v.assign(value)  # (4)!
optimizer.apply_gradients([(tf.constant(1.0), w)])
print(f"step 4: w {float(w)}, average {float(optimizer._model_variables_moving_average[0])}")

model = tf.keras.Sequential(
    [tf.keras.Input((1,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")]
)
model.compile(
    optimizer=tf.keras.optimizers.SGD(learning_rate=0.5, use_ema=True, ema_momentum=0.5), loss="mse"
)
model.fit(tf.constant([[1.0]]), tf.constant([[0.0]]), epochs=3, verbose=0)  # (5)!
average = model.optimizer._model_variables_moving_average[0]
print(f"after fit: kernel {float(model.layers[0].kernel[0, 0])}, its average {float(average[0, 0])}")
