import tensorflow as tf

dense = tf.keras.layers.Dense(1, kernel_initializer="ones", bias_initializer="ones", name="dense")
norm = tf.keras.layers.LayerNormalization(beta_initializer="ones", name="layer_normalization")
model = tf.keras.Sequential([tf.keras.Input((1,)), dense, norm], name="model")

settings = {
    'var_names=["bias", "LayerNorm"]': dict(var_names=["bias", "LayerNorm"]),  # (1)!
    'var_names=["bias", "gamma", "beta"]': dict(var_names=["bias", "gamma", "beta"]),
    "var_list=[dense.bias, *norm.weights]": dict(var_list=[dense.bias, *norm.weights]),
}
for label, exclude in settings.items():
    for v in model.trainable_variables:
        v.assign(tf.ones_like(v))
    optimizer = tf.keras.optimizers.AdamW(learning_rate=0.5, weight_decay=0.25)
    optimizer.exclude_from_weight_decay(**exclude)  # (2)!
    zeros = [tf.zeros_like(v) for v in model.trainable_variables]
    for _ in range(2):
        optimizer.apply_gradients(zip(zeros, model.trainable_variables))  # (3)!
    print(f"{label}:")
    print("   ", "  ".join(f"{v.path}={float(tf.reshape(v, [])):g}" for v in model.trainable_variables))
