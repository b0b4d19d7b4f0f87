import tensorflow as tf

Aggregation = tf.AggregationMethod

for method in ["ADD_N", "EXPERIMENTAL_TREE"]:
    with tf.Graph().as_default() as graph:
        W = tf.Variable(tf.ones([256, 256]))
        cost = sum(tf.reduce_sum(W * k) for k in [1.0, 2.0, 3.0, 4.0])  # (1)!
        before = len(graph.get_operations())
        [grad] = tf.gradients(cost, [W], aggregation_method=getattr(Aggregation, method))
        sums = [op for op in graph.get_operations()[before:] if op.type == "AddN"]  # (2)!
        term = sums[0].inputs[0]
        term_bytes = term.shape.num_elements() * term.dtype.size
        print(f"{method}: {len(sums)} AddN op(s), inputs {[len(op.inputs) for op in sums]}")
        print(f"  one term: {term.shape} {term.dtype.name} = {term_bytes} bytes")
        print(f"  terms one AddN needs at once: {len(sums[0].inputs) * term_bytes} bytes")  # (3)!
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            value = sess.run(grad)
        print(f"  every element of the gradient is 10: {bool((value == 10).all())}")

with tf.Graph().as_default():
    W = tf.Variable(1.0)
    try:
        tf.gradients(W * W, [W], aggregation_method=3)  # (4)!
    except ValueError as e:
        print(f"{type(e).__name__}: {e}")
