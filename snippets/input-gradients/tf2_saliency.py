import tensorflow as tf

kernel = tf.keras.initializers.Constant([[1.0, -1.0], [2.0, 0.5], [0.0, 1.0]])
model = tf.keras.Sequential([tf.keras.Input((3,)), tf.keras.layers.Dense(2, kernel_initializer=kernel)])
x = tf.constant([[1.0, 2.0, 3.0]])

with tf.GradientTape() as tape:
    tape.watch(x)  # (1)!
    scores = model(x)  # (2)!
    score = scores[0, 0]
print("saliency:", tape.gradient(score, x).numpy().tolist())  # (3)!

with tf.GradientTape() as tape:
    tape.watch(x)
    scores = model.predict(x, verbose=0)  # (4)!
    score = tf.constant(scores)[0, 0]
print("with predict:", tape.gradient(score, x))
