import tensorflow as tf

c = tf.constant(2.0)  # (1)!
frozen = tf.Variable(2.0, trainable=False)  # (2)!
start = tf.constant(2.0)
with tf.GradientTape(persistent=True) as tape:
    created = tf.Variable(start)  # (3)!
    y_c, y_frozen, y_created = c * c, frozen * frozen, created * created
print("constant:", tape.gradient(y_c, c))
print("non-trainable variable:", tape.gradient(y_frozen, frozen))
print("initial value of a variable:", tape.gradient(y_created, start))
print("the variable itself:", float(tape.gradient(y_created, created)))
del tape

with tf.GradientTape() as tape:
    tape.watch([c, frozen])  # (4)!
    y_c, y_frozen = c * c, frozen * frozen
print("watched:", [float(g) for g in tape.gradient([y_c, y_frozen], [c, frozen])])


@tf.function
def scale(x):
    return tf.Variable(2.0) * x  # (5)!


try:
    scale(tf.constant(3.0))
except ValueError as e:
    print("first call:", str(e).strip().splitlines()[-1].strip().split(". ")[0])  # the last line is the error
