import tensorflow as tf

optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=0.1)
for name in ["compute_gradients", "apply_gradients", "minimize"]:
    print(f"{name:17} {hasattr(optimizer, name)}")
