import tensorflow as tf

w = tf.Variable([0.5, -0.25], name="w")
x = tf.constant([[1.0, 2.0], [0.5, -1.0]])
y = tf.constant([1.0, 0.0])
python_runs = 0


def train_step(x, y):
    global python_runs
    python_runs += 1  # (1)!
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(tf.linalg.matvec(x, w) - y))
    w.assign_sub(0.25 * tape.gradient(loss, w))
    return loss


for _ in range(5):
    train_step(x, y)
eager = w.numpy().tolist()
print("eager:       Python body ran", python_runs, "times for 5 steps")  # (2)!

w.assign([0.5, -0.25])
python_runs = 0
graph_step = tf.function(train_step)  # (3)!
for _ in range(5):
    graph_step(x, y)
traces = graph_step.experimental_get_tracing_count()
print("tf.function: Python body ran", python_runs, "time for 5 steps, traces:", traces)
graph = graph_step.get_concrete_function(x, y).graph
names = [op.name for op in graph.get_operations()]
print("backward pass inside the graph:", any(name.startswith("gradient_tape/") for name in names))  # (4)!
print(
    "weights, eager:", [f"{v:.4f}" for v in eager], " tf.function:", [f"{v:.4f}" for v in w.numpy().tolist()]
)
