import tensorflow as tf

model = tf.keras.Sequential(
    [
        tf.keras.Input((2,)),
        tf.keras.layers.Dense(2, kernel_initializer="ones", name="hidden"),
        tf.keras.layers.Dense(1, kernel_initializer="ones", name="out"),
    ],
    name="model",
)
x = tf.constant([[1.0, 2.0]])
y = tf.constant([[4.0]])

with tf.GradientTape(persistent=True) as tape:  # (1)!
    prediction = model(x, training=True)
    loss = tf.reduce_mean(tf.square(prediction - y))
loss_grads = tape.gradient(loss, model.trainable_variables)  # (2)!
output_grads = tape.gradient(prediction, model.trainable_variables)  # (3)!
del tape
print(f"prediction {float(prediction[0, 0])}, loss {float(loss)}")

for v, g_loss, g_out in zip(model.trainable_variables, loss_grads, output_grads):
    loss_values, output_values = g_loss.numpy().ravel().tolist(), g_out.numpy().ravel().tolist()  # (4)!
    print(f"{v.path:19} loss: {loss_values}  output: {output_values}")
