import numpy as np
import tensorflow as tf

x = np.arange(1, 1001, dtype=np.float32) / 8  # (1)!
print(f"tf.reduce_sum       {float(tf.reduce_sum(x))}")  # (2)!
print(f"backwards, by hand  {sum(x[::-1].tolist())}")

a = np.arange(-6, 6, dtype=np.float32).reshape(3, 4) / 4  # quarters
b = np.arange(8, dtype=np.float32).reshape(4, 2) / 2  # halves
print("tf.matmul:", tf.matmul(a, b).numpy().tolist())  # (3)!
