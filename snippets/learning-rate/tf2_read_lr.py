import tensorflow as tf

schedule = tf.keras.optimizers.schedules.ExponentialDecay(1.0, decay_steps=1, decay_rate=0.5)
optimizer = tf.keras.optimizers.SGD(schedule)
w = tf.Variable(0.0, name="w")
print("has _decayed_lr:", hasattr(optimizer, "_decayed_lr"))  # (1)!
for _ in range(3):
    step = int(optimizer.iterations)
    lr = float(optimizer.learning_rate)  # (2)!
    same = float(schedule(optimizer.iterations))  # (3)!
    before = float(w)
    optimizer.apply_gradients([(tf.constant(1.0), w)])  # (4)!
    print(f"iterations {step}: learning_rate {lr}, schedule(iterations) {same}, w moved {before - float(w)}")
print(f"after {int(optimizer.iterations)} updates: learning_rate {float(optimizer.learning_rate)}")
