import tensorflow as tf
from tensorflow.python.framework import op_callbacks

tf.keras.utils.set_random_seed(0)
layers = [tf.keras.layers.Dense(8, activation="tanh") for _ in range(4)]
model = tf.keras.Sequential([tf.keras.Input((8,)), *layers])
x = tf.random.normal([4, 8])
variables = model.trainable_variables
executed = []


def record(op_type, inputs, attrs, outputs, op_name=None, graph=None):  # (1)!
    if graph is None:  # run now, not added to a graph being traced
        executed.append(op_type)


def step(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x)))
    forward = len(executed)
    grads = tape.gradient(loss, variables)  # (2)!
    return forward, grads


op_callbacks.add_op_callback(record)
step(x)
executed.clear()
forward, _ = step(x)
print("eager:       ops run one by one: forward", forward, " tape.gradient", len(executed) - forward)
graph_step = tf.function(step)
graph_step(x)
executed.clear()
graph_step(x)  # (3)!
traced_step = executed[0].startswith("__inference_step")
print("tf.function: ops run one by one:", len(executed), " the traced step:", traced_step)
op_callbacks.remove_op_callback(record)
graph = graph_step.get_concrete_function(x).graph
backward = [op for op in graph.get_operations() if op.name.startswith("gradient_tape/")]
print("ops of the backward pass inside the traced graph:", len(backward))  # (4)!
