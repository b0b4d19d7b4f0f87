import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0], [3.0], [4.0]], np.float32)
y = x + np.array([[0.5], [1.0], [0.5], [1.5]], np.float32)


class HandLoss(tf.keras.Model):
    def train_step(self, data):
        x, y, sample_weight = tf.keras.utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight)  # (1)!
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
        logs = self.compute_metrics(x, y, y_pred, sample_weight)
        per_sample = tf.keras.losses.mse(y, y_pred)  # (2)!
        logs["per_sample_count"] = tf.size(per_sample)
        logs["hand"] = tf.reduce_mean(per_sample)  # (3)!
        return logs


inputs = tf.keras.Input((1,))
dense = tf.keras.layers.Dense(1, kernel_initializer="ones", kernel_regularizer=tf.keras.regularizers.L2(0.25))
model = HandLoss(inputs, dense(inputs))
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.0), loss="mse")  # (4)!
for weights in (None, np.array([1.0, 1.0, 2.0, 0.0], np.float32)):
    history = model.fit(x, y, sample_weight=weights, batch_size=2, shuffle=False, verbose=0)  # (5)!
    print(f"sample_weight={None if weights is None else weights.tolist()}:")
    for key in ("per_sample_count", "hand", "loss"):
        print(f"  {key}: {history.history[key][0]:g}")
print("regularization:", float(tf.add_n(model.losses)))
