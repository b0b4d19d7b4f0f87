import tensorflow as tf

calls = []


class OldAdamW(tf.keras.optimizers.Adam):  # (1)!
    def apply_gradients(self, grads_and_vars, name=None):
        calls.append(type(self).__name__)
        return super().apply_gradients(grads_and_vars)


class FixedAdamW(tf.keras.optimizers.Adam):
    def apply_gradients(self, grads_and_vars, name=None, **kwargs):  # (2)!
        calls.append(type(self).__name__)
        return super().apply_gradients(grads_and_vars, **kwargs)


x, y = tf.constant([[1.0], [2.0]]), tf.constant([[3.0], [5.0]])
model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1)])
for optimizer_class in (OldAdamW, FixedAdamW):
    name = optimizer_class.__name__
    model.compile(optimizer=optimizer_class(learning_rate=0.25), loss="mse", run_eagerly=True)
    model.train_on_batch(x, y)  # (3)!
    print(f"{name}: fit's training step called apply_gradients {calls.count(name)}x")

    calls.clear()
    wrapped = tf.keras.mixed_precision.LossScaleOptimizer(optimizer_class(learning_rate=0.25))  # (4)!
    try:
        wrapped.apply_gradients([(tf.constant(1.0), tf.Variable(1.0))])
        print(f"{name}: LossScaleOptimizer called apply_gradients {calls.count(name)}x")
    except TypeError as e:
        print(f"{name}: LossScaleOptimizer: TypeError: {e}")
