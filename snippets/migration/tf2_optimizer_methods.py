import tensorflow as tf

optimizers = {
    "tf.keras.optimizers.Adam": tf.keras.optimizers.Adam(learning_rate=0.25),  # (1)!
    "tf.compat.v1.train.AdamOptimizer": tf.compat.v1.train.AdamOptimizer(0.25),
}
methods = ("minimize", "compute_gradients", "apply_gradients", "apply")
for name, optimizer in optimizers.items():
    print(f"{name}: {[m for m in methods if hasattr(optimizer, m)]}")

for name, optimizer in optimizers.items():
    w = tf.Variable(1.0)
    try:
        optimizer.apply([tf.constant(1.0)], [w])  # (2)!
    except AttributeError as e:
        print(f"AttributeError: {e}")
    optimizer.apply_gradients([(tf.constant(1.0), w)])  # (3)!
    print(f"{name}: w = {float(w):.4f}")
