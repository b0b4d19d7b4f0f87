import tensorflow as tf


def describe(optimizer):
    config = optimizer.get_config()
    settings = ", ".join(
        f"{k}={float(config[k]):g}" for k in ("learning_rate", "beta_1", "beta_2", "epsilon")
    )
    return f"{type(optimizer).__name__}({settings}, amsgrad={config['amsgrad']})"


model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1, name="dense")])
model.compile(optimizer="adam", loss="mse")  # (1)!
instance = tf.keras.optimizers.Adam()
restored = tf.keras.optimizers.Adam.from_config(instance.get_config())  # (2)!
for label, optimizer in (
    ("compile(optimizer='adam')", model.optimizer),
    ("Adam()", instance),
    ("Adam.from_config(config)", restored),
    ("optimizers.get('adam')", tf.keras.optimizers.get("adam")),
):
    print(f"{label:<26} {describe(optimizer)}")
print(
    "all tf.keras.optimizers.Adam:",
    all(type(o) is tf.keras.optimizers.Adam for o in (model.optimizer, instance, restored)),
)
