import tensorflow as tf

vocab, dim = 1024, 16
table = tf.Variable(tf.random.stateless_normal([vocab, dim], seed=[1, 2]))  # (1)!


def loss_fn(tokens, tied, sampled):
    h = tf.gather(table, tokens)  # (2)!
    if not tied:
        return tf.reduce_sum(h)
    labels = tf.reshape(tokens, [-1, 1])
    if sampled:  # (3)!
        return tf.reduce_sum(
            tf.nn.sampled_softmax_loss(
                table, tf.zeros([vocab]), labels, h, num_sampled=64, num_classes=vocab, seed=3
            )
        )
    logits = tf.matmul(h, table, transpose_b=True)  # (4)!
    return tf.reduce_sum(tf.nn.sparse_softmax_cross_entropy_with_logits(tokens, logits))


def describe(grad):
    if isinstance(grad, tf.IndexedSlices):
        shape, kind = grad.values.shape, "IndexedSlices"
    else:
        shape, kind = grad.shape, "dense"
    return f"{kind} of shape {tuple(shape)}, {shape.num_elements() * grad.dtype.size} bytes"  # (5)!


cases = {
    "embedding only": (False, False),
    "tied output layer": (True, False),
    "tied, sampled softmax": (True, True),
}
for name, (tied, sampled) in cases.items():
    for batch in (1, 8):
        tokens = tf.range(batch) * 7
        with tf.GradientTape() as tape:
            loss = loss_fn(tokens, tied, sampled)
        print(f"{name}, batch {batch}: {describe(tape.gradient(loss, table))}")


@tf.function
def step(tokens):
    with tf.GradientTape() as tape:
        loss = loss_fn(tokens, True, False)
    return tf.convert_to_tensor(tape.gradient(loss, table))


graph = step.get_concrete_function(tf.TensorSpec([1], tf.int32)).graph
for op in graph.get_operations():
    if op.type == "AddN":  # (6)!
        shapes = [x.shape.as_list() for x in op.inputs]
        print(f"gradient graph, batch 1: AddN of {shapes} -> {op.outputs[0].shape.as_list()}")
