import inspect
import warnings

import tensorflow as tf


def tf1_default(optimizer, argument):
    return inspect.signature(optimizer).parameters[argument].default


print(f"Adam epsilon:    TF1 {tf1_default(tf.compat.v1.train.AdamOptimizer, 'epsilon')}, "
      f"Keras {tf.keras.optimizers.Adam().epsilon}")  # (1)!
print(f"RMSprop epsilon: TF1 {tf1_default(tf.compat.v1.train.RMSPropOptimizer, 'epsilon')}, "
      f"Keras {tf.keras.optimizers.RMSprop().epsilon}")

for arguments in ({"lr": 0.01}, {"beta1": 0.5}, {"learning_rate": 0.01, "decay": 0.01}):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            tf.keras.optimizers.Adam(**arguments)
            print(f"Adam({arguments}): created, with the warning: {caught[-1].message}")  # (2)!
        except ValueError as e:
            print(f"Adam({arguments}): ValueError: {e}")
