import tensorflow as tf

keras = tf.keras
table = [[0.5, 0.5], [1.0, 0.5], [-1.0, 2.0], [0.5, -0.5], [2.0, 1.0]]  # (1)!
embedding = keras.layers.Embedding(
    5, 2, name="embedding", embeddings_initializer=keras.initializers.Constant(table)
)
head = keras.Sequential(
    [
        keras.layers.GlobalAveragePooling1D(),
        keras.layers.Dense(1, kernel_initializer=keras.initializers.Constant([[1.0], [-2.0]])),
    ]
)
tokens = tf.constant([[4, 2, 3, 1]])

with tf.GradientTape() as tape:
    tape.watch(tokens)
    score = head(embedding(tokens))
print("gradient with respect to the token ids:", tape.gradient(score, tokens))  # (2)!

with tf.GradientTape() as tape:
    vectors = embedding(tokens)  # (3)!
    tape.watch(vectors)
    score = head(vectors)
gradient = tape.gradient(score, vectors)
print("gradient x input, per token:", tf.reduce_sum(gradient * vectors, -1)[0].numpy().tolist())


def integrated_gradients(vectors, baseline, steps=4):
    alphas = (tf.range(steps, dtype=tf.float32) + 0.5) / steps  # (4)!
    path = baseline + alphas[:, None, None] * (vectors - baseline)
    with tf.GradientTape() as tape:
        tape.watch(path)
        scores = head(path)
    mean_gradient = tf.reduce_mean(tape.gradient(scores, path), axis=0)
    return (vectors - baseline) * mean_gradient


baseline = embedding(tf.zeros_like(tokens))  # (5)!
attributions = tf.reduce_sum(integrated_gradients(embedding(tokens), baseline), -1)[0]
print("integrated gradients, per token:", attributions.numpy().tolist())
print(
    "sum:",
    float(tf.reduce_sum(attributions)),
    "= f(x) - f(baseline):",
    float(head(embedding(tokens))[0, 0] - head(baseline)[0, 0]),
)
