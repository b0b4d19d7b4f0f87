import keras
import tensorflow as tf

optimizer = keras.optimizers.Adam(learning_rate=0.5)
try:
    keras.backend.get_value(optimizer.learning_rate)  # (1)!
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")
try:
    print(optimizer.lr)  # (2)!
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")

print("read:", float(optimizer.learning_rate))  # (3)!
optimizer.learning_rate.assign(0.25)  # (4)!
print("after assign(0.25):", float(optimizer.learning_rate))
optimizer.learning_rate = 0.125
print("after learning_rate = 0.125:", float(optimizer.learning_rate))

print("tf.keras.backend.get_value:", float(tf.keras.backend.get_value(optimizer.learning_rate)))  # (5)!
try:
    tf.keras.backend.set_value(optimizer.learning_rate, 0.0625)
except AttributeError as e:
    print(f"tf.keras.backend.set_value: {type(e).__name__}: {e}")
