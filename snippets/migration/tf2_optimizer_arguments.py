import inspect
import warnings

import tensorflow as tf


def tf1_default(optimizer, argument):
    return inspect.signature(optimizer).parameters[argument].default


print(
    f"Adam epsilon:    TF1 {tf1_default(tf.compat.v1.train.AdamOptimizer, 'epsilon')}, "
    f"Keras {tf.keras.optimizers.Adam().epsilon}"
)  # (1)!
print(
    f"RMSprop epsilon: TF1 {tf1_default(tf.compat.v1.train.RMSPropOptimizer, 'epsilon')}, "
    f"Keras {tf.keras.optimizers.RMSprop().epsilon}"
)

Adam, RMSprop = tf.keras.optimizers.Adam, tf.keras.optimizers.RMSprop
for optimizer, arguments in (
    (Adam, {"lr": 0.01}),
    (Adam, {"beta1": 0.5}),
    (Adam, {"decay": 0.01}),
    (RMSprop, {"decay": 0.95}),
):
    name = f"{optimizer.__name__}({arguments})"
    created = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            created = optimizer(**arguments)
            said = f"with the warning: {caught[-1].message}" if caught else "without a warning"
            print(f"{name}: created, {said}")  # (2)!
        except (TypeError, ValueError) as e:
            print(f"{name}: {type(e).__name__}: {e}")
print("RMSprop(decay=0.95).rho:", created.rho if created else "not created")
