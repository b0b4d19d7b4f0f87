import tensorflow as tf


class AdamW(tf.keras.optimizers.Adam):  # (1)!
    def __init__(self, weight_decay, **kwargs):
        super().__init__(**kwargs)
        self._set_hyper("weight_decay", weight_decay)


try:
    AdamW(weight_decay=0.25, learning_rate=0.5)
except AttributeError as e:
    print(f"AttributeError: {e}")

w = tf.Variable(1.0)
adamw = tf.keras.optimizers.AdamW(learning_rate=0.5, weight_decay=0.25)  # (2)!
adamw.apply_gradients([(tf.constant(0.0), w)])
print("built-in AdamW, zero gradient: w =", float(w))  # (3)!
