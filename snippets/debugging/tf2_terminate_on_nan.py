import keras
import numpy as np

keras.utils.set_random_seed(0)
x = np.ones((16, 1), "float32")
x[12] = np.nan  # (1)!
y = np.zeros((16, 1), "float32")


class Seen(keras.callbacks.Callback):
    def on_train_batch_end(self, batch, logs=None):
        seen.append(batch)


def new_model():
    model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1)])
    model.compile(optimizer="sgd", loss="mse", jit_compile=False)
    return model


def fit(callbacks):
    return new_model().fit(x, y, 2, epochs=3, verbose=0, callbacks=callbacks, shuffle=False)


seen = []
history = fit([keras.callbacks.TerminateOnNaN(), Seen()])  # (2)!
print(f"fit: batches seen {seen}, epochs run {len(history.epoch)} of 3")


def own_loop(check_flag):
    model, stop = new_model(), keras.callbacks.TerminateOnNaN()
    stop.set_model(model)
    for batch in range(8):  # (3)!
        logs = model.train_on_batch(x[2 * batch : 2 * batch + 2], y[:2], return_dict=True)
        stop.on_batch_end(batch, logs)
        if check_flag and model.stop_training:  # (4)!
            break
    print(f"own loop, check_flag={check_flag}: last batch {batch}")


own_loop(check_flag=False)
own_loop(check_flag=True)
try:
    fit([keras.callbacks.TerminateOnNaN(raise_error=True)])  # (5)!
except RuntimeError as e:
    print(f"{type(e).__name__}: {str(e).split('. ')[0]}")
