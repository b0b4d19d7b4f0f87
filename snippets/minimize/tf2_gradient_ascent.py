import tensorflow as tf

W = tf.Variable(0.0)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)
print("step  reward  W")
for step in range(1, 4):
    with tf.GradientTape() as tape:
        reward = -tf.square(W - 2.0)  # largest at W = 2
    gradient = tape.gradient(reward, W)
    optimizer.apply_gradients([(-gradient, W)])  # (1)!
    print(f"{step:<5} {float(reward):<7} {float(W)}")

V = tf.Variable(0.0)
with tf.GradientTape() as tape:
    reward = -tf.square(V - 2.0)
    loss = -reward  # (2)!
tf.keras.optimizers.SGD(learning_rate=0.25).apply_gradients([(tape.gradient(loss, V), V)])
print("negated reward as the loss, one step: V =", float(V))
