import re

import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
x, y = np.array([[1.0], [2.0]]), np.array([[1.0], [2.0]])
KEY_LINES = (
    r"Detected unsupported operations when trying to compile graph|No registered '\w+' OpKernel|!!! .* !!!"
)


def log_loss(y_true, y_pred):
    return -tf.reduce_mean(tf.math.log(y_pred))  # log(0): the layer starts at zero


tf.get_logger().setLevel("WARNING")
tf.debugging.enable_check_numerics()
try:
    for jit_compile in (True, False):  # (1)!
        model = tf.keras.Sequential(
            [tf.keras.Input((1,)), tf.keras.layers.Dense(1, kernel_initializer="zeros")]
        )
        model.compile(optimizer="sgd", loss=log_loss, jit_compile=jit_compile)  # (2)!
        try:
            model.fit(x, y, verbose=0)
        except tf.errors.InvalidArgumentError as e:
            found = " … ".join(re.findall(KEY_LINES, e.message))  # (3)!
            print(f"jit_compile={jit_compile}: {type(e).__name__}: {found}")
finally:
    tf.debugging.disable_check_numerics()  # (4)!
