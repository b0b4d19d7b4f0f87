import tensorflow as tf

a, b = tf.Variable(2.0, name="a"), tf.Variable(3.0, name="b")


def loss_fn(x):
    if x > 0:  # (1)!
        return a * x
    return b * x * x


def step(x):
    with tf.GradientTape() as tape:
        loss = loss_fn(x)
    return tape.gradient(loss, [a, b])


def show(grads):
    return [None if g is None else float(g) for g in grads]


graph_step = tf.function(step)
for x in (2.0, -2.0):  # (2)!
    print(f"x={x}: eager {show(step(tf.constant(x)))}, tf.function {show(graph_step(tf.constant(x)))}")
print("traces:", graph_step.experimental_get_tracing_count())  # (3)!


def cond_step(x):
    with tf.GradientTape() as tape:
        loss = tf.cond(x > 0, lambda: a * x, lambda: b * x * x)  # (4)!
    return tape.gradient(loss, [a, b])


x = tf.constant(-2.0)
print("tf.cond: eager", show(cond_step(x)), "tf.function", show(tf.function(cond_step)(x)))
try:
    tf.function(step, autograph=False)(tf.constant(2.0))  # (5)!
except TypeError as e:
    print(f"{type(e).__name__}: {str(e).split('. ')[0]}.")
