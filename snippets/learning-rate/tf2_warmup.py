import math

import tensorflow as tf


class WarmupCosine(tf.keras.optimizers.schedules.LearningRateSchedule):
    def __init__(self, peak, warmup_steps, decay_steps):
        self.peak, self.warmup_steps, self.decay_steps = peak, warmup_steps, decay_steps

    def __call__(self, step):
        step = tf.cast(step, tf.float32)  # (1)!
        warmup = self.peak * step / self.warmup_steps
        done = tf.minimum((step - self.warmup_steps) / self.decay_steps, 1.0)
        decay = 0.5 * self.peak * (1.0 + tf.cos(math.pi * done))
        return tf.where(step < self.warmup_steps, warmup, decay)  # (2)!

    def get_config(self):  # (3)!
        return {"peak": self.peak, "warmup_steps": self.warmup_steps, "decay_steps": self.decay_steps}


custom = WarmupCosine(peak=1.0, warmup_steps=4, decay_steps=4)
built_in = tf.keras.optimizers.schedules.CosineDecay(
    initial_learning_rate=0.0, decay_steps=4, warmup_target=1.0, warmup_steps=4
)  # (4)!
for step in (0, 1, 2, 3, 4, 5, 6, 7, 8, 10):
    print(f"step {step:2}: custom {float(custom(step)):.4f}, CosineDecay {float(built_in(step)):.4f}")

w = tf.Variable(0.0, name="w")
optimizer = tf.keras.optimizers.SGD(learning_rate=custom)
train_step = tf.function(lambda: optimizer.apply_gradients([(tf.constant(1.0), w)]))
for _ in range(6):
    train_step()  # (5)!
print(f"in a tf.function, 6 updates moved w by {-float(w):.4f} = 0 + 0.25 + 0.5 + 0.75 + 1 + 0.8536")

config = tf.keras.optimizers.serialize(optimizer)  # (6)!
saved = config["config"]["learning_rate"]
print("saved as:", saved["class_name"], saved["config"])
restored = tf.keras.optimizers.schedules.deserialize(saved, custom_objects={"WarmupCosine": WarmupCosine})
print("restored schedule at step 2:", float(restored(2)))
