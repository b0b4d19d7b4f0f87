import tensorflow as tf


def error_line(e):  # (1)!
    return str(e).strip().splitlines()[-1].strip()


w = tf.Variable(1.0)


@tf.function
def step_with_its_own_optimizer(gradient):
    optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)  # (2)!
    optimizer.apply_gradients([(gradient, w)])


try:
    step_with_its_own_optimizer(tf.constant(1.0))
except ValueError as e:
    print("optimizer created in the function, first call:", error_line(e))


@tf.function
def train_step(optimizer, gradient):
    optimizer.apply_gradients([(gradient, w)])


first = tf.keras.optimizers.Adam(learning_rate=0.1)
train_step(first, tf.constant(1.0))  # (3)!
second = tf.keras.optimizers.Adam(learning_rate=0.1)
try:
    train_step(second, tf.constant(1.0))  # (4)!
except ValueError as e:
    print("a second optimizer, as an argument:", error_line(e))
third = tf.keras.optimizers.Adam(learning_rate=0.1)
third.build([w])  # (5)!
train_step(third, tf.constant(1.0))
print("a third optimizer, built before the call: iterations", int(third.iterations))


@tf.function
def fresh_step(optimizer, gradient):
    optimizer.apply_gradients([(gradient, w)])


fresh_step(third, tf.constant(1.0))  # (6)!
try:
    fresh_step(tf.keras.optimizers.Adam(learning_rate=0.1), tf.constant(1.0))
except ValueError as e:
    print("a first call that created nothing, then a new optimizer:", error_line(e))

optimizer = tf.keras.optimizers.Adam(learning_rate=0.1)


@tf.function
def captured_step(gradient):
    optimizer.apply_gradients([(gradient, w)])


captured_step(tf.constant(1.0))
old, optimizer = optimizer, tf.keras.optimizers.Adam(learning_rate=0.1)  # (7)!
captured_step(tf.constant(1.0))
counts = f"old one {int(old.iterations)}, new one {int(optimizer.iterations)}"
print("a new optimizer in the global: iterations of the", counts)
