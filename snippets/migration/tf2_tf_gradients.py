import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0])

try:
    tf.gradients(x * x, x)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")

# Fix 1: record the computation on a tape.
with tf.GradientTape() as tape:
    tape.watch(x)  # (2)!
    y = x * x
print("GradientTape:", tape.gradient(y, x).numpy().tolist())


# Fix 2: keep tf.gradients, but call it inside a graph.
@tf.function  # (3)!
def graph_gradients(x):
    return tf.gradients(x * x, x)


print("tf.function: ", graph_gradients(x)[0].numpy().tolist())
