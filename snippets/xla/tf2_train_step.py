import numpy as np
import tensorflow as tf

x = tf.constant([[1.0, 2.0], [0.5, -1.0], [2.0, 0.0], [-1.0, 1.0]])  # (1)!
y = tf.constant([[1.0], [0.0], [2.0], [-0.5]])


def make_model():
    return tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")]
    )


def train(jit_compile, steps=3):
    model, optimizer = make_model(), tf.keras.optimizers.SGD(learning_rate=0.125)

    @tf.function(jit_compile=jit_compile)  # (2)!
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.square(model(x) - y)) / 4.0
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    losses = [f"{float(train_step(x, y)):.4f}" for _ in range(steps)]  # (3)!
    traces = train_step.experimental_get_tracing_count()
    print(f"jit_compile={jit_compile}: losses {losses}, traced {traces} time(s)")
    return model.get_weights()


no_xla, xla = train(False), train(True)
same = all(np.array_equal(a, b) for a, b in zip(no_xla, xla))  # (4)!
print("custom loop, XLA == no XLA, bit for bit:", same)


def fit(jit_compile):
    model = make_model()
    model.compile(optimizer=tf.keras.optimizers.SGD(0.125), loss="mse", jit_compile=jit_compile)  # (5)!
    history = model.fit(x, y, batch_size=4, epochs=3, shuffle=False, verbose=0)
    print(f"fit, jit_compile={model.jit_compile}: losses {[f'{v:.4f}' for v in history.history['loss']]}")
    return model.get_weights()


print("fit, XLA == no XLA, bit for bit:", all(np.array_equal(a, b) for a, b in zip(fit(False), fit(True))))
