import tensorflow as tf

x = tf.constant(3.0)
v = tf.Variable(3.0, name="v")
frozen = tf.Variable(3.0, name="frozen", trainable=False)

with tf.GradientTape() as tape:
    y = x * x  # x is a constant: the tape does not record this
print("constant, not watched:", tape.gradient(y, x))

with tf.GradientTape() as tape:
    tape.watch(x)  # (1)!
    y = x * x
print("constant, watched:    ", float(tape.gradient(y, x)))

with tf.GradientTape() as tape:
    y = v * v + frozen * frozen  # (2)!
dv, dfrozen = tape.gradient(y, [v, frozen])
print("trainable variable:   ", float(dv))
print("non-trainable:        ", dfrozen)
print("watched:", [w.name for w in tape.watched_variables()])
