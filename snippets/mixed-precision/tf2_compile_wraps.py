import tensorflow as tf


def show(label, optimizer):
    print(f"{label:26} {type(optimizer).__name__:19} scale_loss(1.0) = {float(optimizer.scale_loss(1.0)):g}")


for policy in ("float32", "mixed_float16"):
    tf.keras.mixed_precision.set_global_policy(policy)  # (1)!
    model = tf.keras.Sequential([tf.keras.Input((2,)), tf.keras.layers.Dense(1)])
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.5), loss="mse")
    show(f"compile(), {policy}", model.optimizer)  # (2)!

sgd = tf.keras.optimizers.SGD(learning_rate=0.5)
show("custom loop, as given", sgd)  # (3)!
show("custom loop, wrapped", tf.keras.mixed_precision.LossScaleOptimizer(sgd))  # (4)!
tf.keras.mixed_precision.set_global_policy("float32")
