import tensorflow as tf

x = tf.constant([[1.0, 2.0]])
model = tf.keras.Sequential([tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")])
print("before the first call:", model.trainable_variables)  # (1)!
model.build((None, 2))  # (2)!
print("after build((None, 2)):", [v.name for v in model.trainable_variables])


class ScaleInCall(tf.keras.layers.Layer):
    def call(self, x):
        self.w = tf.Variable(2.0, name="w")  # (3)!
        return x * self.w


class Scale(tf.keras.layers.Layer):
    def build(self, input_shape):
        self.w = self.add_weight(shape=(), initializer=tf.keras.initializers.Constant(2.0), name="w")  # (4)!

    def call(self, x):
        return x * self.w


for layer in (ScaleInCall(name="scale"), Scale(name="scale")):
    layer(x)
    w = layer.w  # the variable the first call left behind
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.25)
    for step in (1, 2):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(layer(x))
        gradient = tape.gradient(loss, w)
        names = [v.name for v in layer.trainable_variables]
        value = gradient if gradient is None else float(gradient)
        print(f"{type(layer).__name__}, step {step}: trainable_variables {names}, gradient {value}")
        if gradient is not None:
            optimizer.apply_gradients([(gradient, w)])
    print(f"  w after the steps: {float(w)}")
