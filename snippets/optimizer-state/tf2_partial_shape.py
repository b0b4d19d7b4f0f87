import tensorflow as tf

w = tf.Variable([0.0, 0.0, 0.0], shape=tf.TensorShape([None]), name="w")  # (1)!
print("shape:", w.shape)


def step(optimizer, variable):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(variable * variable - variable)
    optimizer.apply_gradients(zip(tape.gradient(loss, [variable]), [variable]))


try:
    step(tf.keras.optimizers.Adam(learning_rate=0.25, name="adam"), w)  # (2)!
except ValueError as e:
    print(f"Adam: {type(e).__name__}: {e}")

try:
    step(tf.keras.optimizers.SGD(learning_rate=0.25), w)  # (3)!
    print("SGD: w =", ", ".join(str(float(v)) for v in w.numpy()))
except ValueError as e:
    print(f"SGD: {type(e).__name__}: {e}")

full = tf.Variable(tf.zeros([3]), name="full")  # (4)!
adam = tf.keras.optimizers.Adam(learning_rate=0.25)
for _ in range(2):
    step(adam, full)
print("Adam, full shape: w =", ", ".join(f"{v:.3f}" for v in full.numpy()))
