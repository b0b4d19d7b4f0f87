import tensorflow as tf


def message(e):
    text = str(e)
    return f"{type(e).__name__}: ... {text[text.index('could not be lifted') :]}"  # (1)!


state = {}


@tf.function
def step(x):
    if "v" not in state:
        state["v"] = tf.Variable(x * 2.0, name="v")  # (2)!
    return state["v"].assign_add(x)


print("tf.function, first call:", step(tf.constant(1.0)).numpy().item())


def build_graph():
    return tf.Variable(tf.fill([2], 3.0) + 1.0, name="w")  # (3)!


try:
    tf.compat.v1.wrap_function(build_graph, [])
except ValueError as e:
    print(message(e))


def build_graph_callable():
    return tf.Variable(lambda: tf.fill([2], 3.0) + 1.0, name="w")  # (4)!


def build_graph_init_scope():
    with tf.init_scope():  # (5)!
        initial = tf.fill([2], 3.0) + 1.0
    return tf.Variable(initial, name="w")


for build in (build_graph_callable, build_graph_init_scope):
    tf.compat.v1.wrap_function(build, [])
    print(build.__name__, "works")
