import tensorflow as tf

tf.keras.utils.set_random_seed(0)
model = tf.keras.Sequential([tf.keras.Input((8,))] + [tf.keras.layers.Dense(8) for _ in range(10)])
x = tf.random.normal([4, 8])
variables = model.trainable_variables


def count(fn, *args):
    ops = fn.get_concrete_function(*args).graph.get_operations()
    return sum(op.type not in ("Placeholder", "NoOp", "Identity", "Const") for op in ops)  # (1)!


@tf.function
def forward(x):
    return tf.reduce_mean(tf.square(model(x)))


@tf.function
def gradients(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x)))
    return tape.gradient(loss, variables)


grads = gradients(x)
print("variables:", len(variables))
print("ops, forward pass and loss:", count(forward, x))
print("ops, forward and backward: ", count(gradients, x))
for name, optimizer in [("SGD", tf.keras.optimizers.SGD(0.01)), ("Adam", tf.keras.optimizers.Adam(0.01))]:
    before = len(optimizer.variables)
    optimizer.build(variables)  # (2)!
    apply = tf.function(lambda grads, optimizer=optimizer: optimizer.apply_gradients(zip(grads, variables)))
    print(
        f"ops, {name}.apply_gradients:".ljust(28),
        count(apply, grads),  # (3)!
        f" optimizer variables: {before} before build, {len(optimizer.variables)} after",
    )
