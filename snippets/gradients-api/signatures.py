import inspect

import tensorflow as tf

for name, function in (("tf.gradients", tf.gradients), ("tf.compat.v1.gradients", tf.compat.v1.gradients)):
    parameters = list(inspect.signature(function).parameters)  # (1)!
    print(f"{name}({', '.join(parameters)})")
    print(f"    5th positional argument: {parameters[4]}")
