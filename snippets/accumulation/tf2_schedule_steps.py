import numpy as np
import tensorflow as tf


def f32(x):  # shortest decimal form of a float32
    return np.format_float_positional(np.float32(x), trim="0")


k, updates = 4, 4
# Meant as: from 1 down to 0 over 4 updates, so update n should use schedule(n - 1).
schedule = tf.keras.optimizers.schedules.PolynomialDecay(1.0, decay_steps=updates, end_learning_rate=0.0)
print("update n should use schedule(n - 1):", ", ".join(f32(schedule(n)) for n in range(updates)))


def run(label, optimizer):
    w, used = tf.Variable(0.0), []
    for call in range(1, k * updates + 1):
        before = float(w)
        optimizer.apply_gradients([(tf.constant(1.0), w)])  # (1)!
        if call % k == 0:
            used.append(f32(before - float(w)))
    used = ", ".join(used)
    print(f"{label:23} updates 1-4 used {used}; w {f32(w)}, iterations {int(optimizer.iterations)}")


SGD = tf.keras.optimizers.SGD
run("schedule in updates", SGD(schedule, gradient_accumulation_steps=k))  # (2)!
in_calls = tf.keras.optimizers.schedules.PolynomialDecay(1.0, decay_steps=k * updates, end_learning_rate=0.0)
run("schedule in calls", SGD(in_calls, gradient_accumulation_steps=k))  # (3)!
optimizer = SGD(lambda: schedule(optimizer.iterations), gradient_accumulation_steps=k)  # (4)!
run("callable on iterations", optimizer)
