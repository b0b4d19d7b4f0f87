import tensorflow as tf

tf.keras.utils.set_random_seed(0)
heads = [tf.keras.layers.Dense(3) for _ in range(3)]  # three heads, three classes


def model(x):  # logits of shape (3, batch, classes), as in the question
    return tf.stack([head(x) for head in heads])


x, labels = tf.ones((2, 4)), tf.one_hot([0, 2], 3)
model(x)
variables = [v for head in heads for v in head.trainable_variables]
cce = tf.keras.losses.CategoricalCrossentropy(from_logits=True)


def report(name, loss_fn):
    try:
        with tf.GradientTape() as tape:
            total = loss_fn(model(x))
        grads = tape.gradient(total, variables)
        print(f"{name:24} None gradients: {sum(g is None for g in grads)} of {len(grads)}")
    except ValueError as e:  # InaccessibleTensorError
        scope = "out of scope" in str(e)  # the message names graph tensors, which differ from run to run
        print(f"{name:24} {type(e).__name__}, a tensor of the loop body out of scope: {scope}")


def python_loop(logits):  # (1)!
    losses = []
    for i in range(3):
        losses.append(cce(labels, logits[i]))
    return tf.add_n(losses)


@tf.function
def graph_loop(logits):  # (2)!
    losses = []
    for i in tf.range(3):
        losses.append(cce(labels, logits[i]))
    return tf.add_n(losses)


@tf.function
def tensor_array(logits):  # (3)!
    losses = tf.TensorArray(tf.float32, size=3)
    for i in tf.range(3):
        losses = losses.write(i, cce(labels, logits[i]))
    return tf.reduce_sum(losses.stack())


def vectorized(logits):  # (4)!
    targets = tf.broadcast_to(labels, tf.shape(logits))  # the same labels for every head
    per_example = tf.keras.losses.categorical_crossentropy(targets, logits, from_logits=True)  # (3, batch)
    return tf.reduce_sum(tf.reduce_mean(per_example, axis=1))


def through_python_floats(logits):  # (5)!
    losses = [float(cce(labels, logits[i])) for i in range(3)]
    return tf.reduce_sum(tf.constant(losses))


for name, fn in [
    ("list, Python loop", python_loop),
    ("list, tf.range loop", graph_loop),
    ("TensorArray", tensor_array),
    ("all heads at once", vectorized),
    ("list of Python floats", through_python_floats),
]:
    report(name, fn)
print("same total:", bool(tf.abs(python_loop(model(x)) - vectorized(model(x))) < 1e-3))
