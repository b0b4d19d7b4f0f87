import tensorflow as tf
from tensorflow.keras.optimizers.legacy import SGD  # (1)!

print(SGD.__name__)
try:
    optimizer = SGD(learning_rate=0.1)  # (2)!
except ImportError as e:
    print(f"ImportError: {e}")

# The fix: the Keras 3 optimizer of the same name.
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)  # (3)!
w = tf.Variable(1.0)
optimizer.apply_gradients([(tf.constant(-5.0), w)])
print(f"{type(optimizer).__name__}: w={float(w):.6f} iterations={int(optimizer.iterations)}")
