import tensorflow as tf

for arguments in ({"lr": 0.5}, {"learning_rate": 0.5}):
    try:
        optimizer = tf.keras.optimizers.SGD(**arguments)  # (1)!
    except ValueError as e:
        print(f"SGD(**{arguments}): {type(e).__name__}: {e}")
        continue
    w = tf.Variable(1.0)
    optimizer.apply_gradients([(tf.constant(1.0), w)])
    print(f"SGD(**{arguments}): learning_rate={float(optimizer.learning_rate)}, w={float(w)}")  # (2)!
