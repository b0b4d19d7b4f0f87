import tensorflow as tf

try:  # (1)!
    from keras.optimizers import adam  # noqa: F401
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])  # (2)!
try:  # (3)!
    from keras.optimizers import adam_v2  # noqa: F401
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])

from keras.optimizers import Adam  # (4)!
from tensorflow.keras.optimizers import Adam as TfKerasAdam

print("keras.optimizers.Adam is tensorflow.keras.optimizers.Adam:", Adam is TfKerasAdam)
w = tf.Variable(1.0)
Adam(learning_rate=0.25).apply_gradients([(tf.constant(1.0), w)])
print(f"w = {float(w):.4f}")
