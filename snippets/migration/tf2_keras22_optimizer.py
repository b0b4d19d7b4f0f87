import tensorflow as tf


class OldSGD(tf.keras.optimizers.Optimizer):  # (1)!
    def __init__(self, lr=0.01, **kwargs):
        super().__init__(learning_rate=lr, **kwargs)
        self.iterations = tf.Variable(0, dtype="int64", name="iterations")  # (2)!
        self.lr = tf.Variable(lr, name="lr")


try:
    OldSGD(lr=0.5)
except AttributeError as e:
    print(f"AttributeError: {e}")

for name in ("lr", "learning_rate", "iterations"):  # (3)!
    attribute = getattr(tf.keras.optimizers.Optimizer, name, None)
    if not isinstance(attribute, property):
        print(f"{name}: not a property")
    else:
        print(f"{name}: property, {'with a setter' if attribute.fset else 'read-only'}")


class PortedSGD(tf.keras.optimizers.Optimizer):
    def __init__(self, learning_rate=0.01, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)  # (4)!

    def update_step(self, gradient, variable, learning_rate):
        self.assign_sub(variable, tf.cast(learning_rate, variable.dtype) * gradient)


w = tf.Variable(1.0)
optimizer = PortedSGD(learning_rate=0.5)
optimizer.apply_gradients([(tf.constant(1.0), w)])
optimizer.learning_rate = 0.25  # (5)!
optimizer.apply_gradients([(tf.constant(1.0), w)])
print(f"w = {float(w)}, iterations = {int(optimizer.iterations)}")
