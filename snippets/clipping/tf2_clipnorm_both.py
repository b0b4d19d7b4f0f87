import tensorflow as tf

try:
    tf.keras.optimizers.SGD(learning_rate=1.0, clipnorm=1.0, global_clipnorm=0.5)  # (1)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

optimizer = tf.keras.optimizers.SGD(learning_rate=1.0, clipnorm=1.0)
optimizer.global_clipnorm = 0.5  # (2)!
w = tf.Variable([0.0, 0.0])
optimizer.apply_gradients([(tf.constant([3.0, 4.0]), w)])
print("step taken:", [round(float(v), 4) for v in -w])  # (3)!
config = optimizer.get_config()  # what model.save() writes
try:
    tf.keras.optimizers.SGD.from_config(config)  # (4)!
except ValueError as e:
    print(f"loading: {type(e).__name__}: {e}")

config["clipnorm"] = None  # (5)!
restored = tf.keras.optimizers.SGD.from_config(config)
print("restored:", restored.clipnorm, restored.global_clipnorm)
