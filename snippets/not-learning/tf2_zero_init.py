import numpy as np
import tensorflow as tf

x = tf.constant([[1.0, 2.0], [2.0, -1.0], [-1.0, 0.5], [0.5, 1.0]])
y = tf.constant([[1.0], [0.0], [-1.0], [0.5]])


def train(activation, init):
    tf.keras.utils.set_random_seed(0)
    model = tf.keras.Sequential(
        name="net",
        layers=[
            tf.keras.Input((2,)),
            tf.keras.layers.Dense(3, activation=activation, kernel_initializer=init, name="hidden"),
            tf.keras.layers.Dense(1, kernel_initializer=init, name="out"),
        ],
    )
    opt = tf.keras.optimizers.SGD(0.5)
    for step in range(3):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(y - model(x)))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        if step == 0 and init == "zeros":
            for name, g in zip(["hidden kernel", "hidden bias", "out kernel", "out bias"], grads):
                values = [round(float(e), 4) + 0.0 for e in tf.reshape(g, [-1])]
                print(f"  step 1, gradient of the {name}:", values)  # (1)!
    kernel = model.get_layer("hidden").kernel.numpy()
    same = bool(np.abs(kernel - kernel[:, :1]).max() < 1e-6)  # (2)!
    print(f"{activation}, {init}: after 3 steps, the 3 hidden units equal (to 1e-6): {same}")
    if same:
        print("  each unit's weights:", [f"{e:.4f}" for e in kernel[:, 0]])


train("relu", "zeros")  # (3)!
train("sigmoid", "zeros")  # (4)!
train("sigmoid", "glorot_uniform")  # (5)!
