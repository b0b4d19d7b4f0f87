import numpy as np
import tensorflow as tf


def tf32(value):  # (1)!
    bits = np.array(value, np.float32).view(np.uint32)
    return (bits & np.uint32(0xFFFFE000)).view(np.float32)


for value in (2.5, 1.0001, 0.1, 1 / 3):
    print(f"float32 {np.float32(value):<12.9g} TF32 {tf32(value):.9g}")

print("TF32 allowed:", tf.config.experimental.tensor_float_32_execution_enabled())  # (2)!
tf.config.experimental.enable_tensor_float_32_execution(False)  # (3)!
print("TF32 allowed:", tf.config.experimental.tensor_float_32_execution_enabled())
