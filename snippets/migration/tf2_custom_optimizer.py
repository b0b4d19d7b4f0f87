import numpy as np
import tensorflow as tf

try:

    class AdamWeightDecayOptimizer(tf.train.Optimizer):  # (1)!
        pass

except AttributeError as e:
    print(f"AttributeError: {e}")


called = []


class OldStyle(tf.keras.optimizers.Optimizer):  # (2)!
    def _create_slots(self, var_list):
        called.append("_create_slots")

    def _resource_apply_dense(self, grad, var, apply_state=None):
        called.append("_resource_apply_dense")


w = tf.Variable(1.0, name="w")
try:
    OldStyle(learning_rate=0.1).apply_gradients([(tf.constant(1.0), w)])
except NotImplementedError as e:
    print(f"NotImplementedError{e}; methods called: {called}")


class MomentumSGD(tf.keras.optimizers.Optimizer):
    def __init__(self, learning_rate=0.01, momentum=0.9, name="momentum_sgd", **kwargs):
        super().__init__(learning_rate=learning_rate, name=name, **kwargs)
        self.momentum = momentum

    def build(self, variables):  # (3)!
        if self.built:
            return
        super().build(variables)
        self.velocities = [self.add_variable_from_reference(v, name="velocity") for v in variables]

    def update_step(self, gradient, variable, learning_rate):  # (4)!
        ops = tf.keras.ops
        learning_rate = ops.cast(learning_rate, variable.dtype)
        gradient = ops.cast(gradient, variable.dtype)
        velocity = self.velocities[self._get_variable_index(variable)]
        self.assign(
            velocity,
            ops.subtract(ops.multiply(velocity, self.momentum), ops.multiply(gradient, learning_rate)),
        )
        self.assign_add(variable, velocity)

    def get_config(self):  # (5)!
        config = super().get_config()
        config["momentum"] = self.momentum
        return config


x = np.array([[1.0, 2.0], [3.0, 1.0], [2.0, 2.0], [1.0, 3.0]], dtype="float32")
y = np.array([[1.0], [2.0], [0.5], [1.5]], dtype="float32")
weights = {}
for optimizer in (
    MomentumSGD(learning_rate=0.05, momentum=0.9),
    tf.keras.optimizers.SGD(learning_rate=0.05, momentum=0.9),
):
    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")]
    )
    model.compile(optimizer=optimizer, loss="mse")
    model.fit(x, y, batch_size=2, epochs=3, shuffle=False, verbose=0)  # (6)!
    weights[type(optimizer).__name__] = model.get_weights()
    print(f"{type(optimizer).__name__:>11}: steps={int(optimizer.iterations)}")

mine, builtin = weights["MomentumSGD"], weights["SGD"]
print("bit for bit equal:", all(np.array_equal(a, b) for a, b in zip(mine, builtin)))
print("kernel:", [f"{v:.4f}" for v in mine[0].ravel()], "bias:", f"{mine[1][0]:.4f}")
