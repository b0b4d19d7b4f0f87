import tensorflow as tf

schedule = tf.keras.optimizers.schedules.PiecewiseConstantDecay(boundaries=[2], values=[1.0, 0.25])  # (1)!


class TF1Momentum(tf.keras.optimizers.SGD):
    def update_step(self, gradient, variable, learning_rate):  # (2)!
        accumulation = self.momentums[self._get_variable_index(variable)]
        self.assign(accumulation, self.momentum * accumulation + gradient)
        self.assign_sub(variable, tf.cast(learning_rate, variable.dtype) * accumulation)


keras_w, tf1_w = tf.Variable(0.0), tf.Variable(0.0)
keras_sgd = tf.keras.optimizers.SGD(learning_rate=schedule, momentum=0.5)
tf1_sgd = TF1Momentum(learning_rate=schedule, momentum=0.5)
for step in range(4):
    learning_rate = float(schedule(keras_sgd.iterations))
    keras_sgd.apply_gradients([(tf.constant(1.0), keras_w)])  # (3)!
    tf1_sgd.apply_gradients([(tf.constant(1.0), tf1_w)])
    print(
        f"step {step + 1}: learning rate {learning_rate}, "
        f"SGD w = {float(keras_w)}, TF1 formula w = {float(tf1_w)}"
    )
