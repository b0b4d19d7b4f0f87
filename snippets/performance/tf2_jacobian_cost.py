import tensorflow as tf

a = tf.constant([[1.0, 0.0, 2.0], [0.0, 1.0, -1.0], [0.5, 0.5, 0.0], [1.0, 1.0, 1.0]])
x = tf.Variable([0.5, 1.0, 1.5])  # n = 3 inputs
passes = 0
with tf.GradientTape(persistent=True) as tape:
    y = tf.linalg.matvec(a, x * x)  # m = 4 outputs
    elements = tf.unstack(y)
rows = []
for element in elements:
    rows.append(tape.gradient(element, x))  # (1)!
    passes += 1
by_hand = tf.stack(rows)
pfor = tape.jacobian(y, x)  # (2)!
loop = tape.jacobian(y, x, experimental_use_pfor=False)  # (3)!
print("backward passes by hand:", passes, " jacobian shape:", pfor.shape.as_list())
print("same jacobian:", bool(tf.reduce_all(pfor == by_hand)), bool(tf.reduce_all(loop == by_hand)))


def jacobian_graph(use_pfor):
    @tf.function
    def jac(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = tf.linalg.matvec(a, x * x)
        return tape.jacobian(y, x, experimental_use_pfor=use_pfor)

    ops = jac.get_concrete_function(tf.TensorSpec([3])).graph.get_operations()
    return any(op.type in ("While", "StatelessWhile") for op in ops)


print("while_loop in the graph: pfor", jacobian_graph(True), " no pfor", jacobian_graph(False))  # (4)!

batch = tf.Variable(tf.ones([8, 3]))
with tf.GradientTape(persistent=True) as tape:
    out = tf.matmul(batch * batch, a, transpose_b=True)  # (8, 4): 4 outputs per example
full = tape.jacobian(out, batch)
per_example = tape.batch_jacobian(out, batch)
print("jacobian:", full.shape.as_list(), full.shape.num_elements(), "entries")  # (5)!
print("batch_jacobian:", per_example.shape.as_list(), per_example.shape.num_elements(), "entries")

dense = tf.keras.layers.Dense(4, activation="tanh", kernel_initializer="ones", name="dense")
inputs = tf.constant([[0.5, -0.25, 0.125]])
dense.build(inputs.shape)
params = dense.trainable_variables
n = sum(p.shape.num_elements() for p in params)
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        loss = tf.reduce_sum(dense(inputs) ** 2)
    grad = tf.concat([tf.reshape(g, [-1]) for g in inner.gradient(loss, params)], 0)
hessian = outer.jacobian(grad, params)  # (6)!
hessian = tf.concat([tf.reshape(h, [n, -1]) for h in hessian], 1)
v = tf.concat([tf.ones([n // 2]), -tf.ones([n - n // 2])], 0)
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        loss = tf.reduce_sum(dense(inputs) ** 2)
    grad = tf.concat([tf.reshape(g, [-1]) for g in inner.gradient(loss, params)], 0)
    grad_dot_v = tf.reduce_sum(grad * v)
hvp = tf.concat([tf.reshape(g, [-1]) for g in outer.gradient(grad_dot_v, params)], 0)  # (7)!
print("parameters:", n, " hessian:", hessian.shape.num_elements(), "entries  hvp:", hvp.shape.num_elements())
close = bool(tf.reduce_all(tf.abs(tf.linalg.matvec(hessian, v) - hvp) < 1e-5))
print("H @ v equals the Hessian-vector product:", close)
