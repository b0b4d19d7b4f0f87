import tensorflow as tf

print("TensorFloat-32 enabled:", tf.config.experimental.tensor_float_32_execution_enabled())  # (1)!


def matmul_dims(widths):
    tf.keras.mixed_precision.set_global_policy("mixed_float16")
    layers = [tf.keras.layers.Dense(w, activation="relu") for w in widths[1:-1]]
    model = tf.keras.Sequential([tf.keras.Input((widths[0],)), *layers, tf.keras.layers.Dense(widths[-1])])
    tf.keras.mixed_precision.set_global_policy("float32")

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.cast(model(x), tf.float32))
        return tape.gradient(loss, model.trainable_variables)

    shapes = []
    for op in step.get_concrete_function(tf.TensorSpec([32, widths[0]])).graph.get_operations():
        if op.type == "MatMul" and op.get_attr("T") == tf.float16:  # (2)!
            a, b = (t.shape.as_list() for t in op.inputs)
            m, k = a[::-1] if op.get_attr("transpose_a") else a
            n = b[0] if op.get_attr("transpose_b") else b[1]
            shapes.append((m, k, n))
    aligned = sum(all(d % 8 == 0 for d in s) for s in shapes)  # (3)!
    print(f"widths {widths}: {len(shapes)} float16 MatMul (m, k, n) {shapes}, all multiples of 8: {aligned}")


matmul_dims([20, 64, 10])
matmul_dims([24, 64, 16])  # (4)!
