from collections import Counter

import tensorflow as tf


def step_ops(policy):
    tf.keras.mixed_precision.set_global_policy(policy)
    model = tf.keras.Sequential(
        [tf.keras.Input((16,)), tf.keras.layers.Dense(8, activation="relu"), tf.keras.layers.Dense(1)]
    )
    optimizer = tf.keras.optimizers.SGD(0.1)
    if policy == "mixed_float16":
        optimizer = tf.keras.mixed_precision.LossScaleOptimizer(optimizer)  # (1)!

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            pred = tf.cast(model(x, training=True), tf.float32)
            loss = optimizer.scale_loss(tf.reduce_mean(tf.square(y - pred)))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))

    graph = train_step.get_concrete_function(tf.TensorSpec([None, 16]), tf.TensorSpec([None, 1])).graph
    ops = graph.get_operations()  # (2)!
    matmuls = Counter(op.get_attr("T").name for op in ops if op.type == "MatMul")
    casts = Counter(
        (op.get_attr("SrcT").name, op.get_attr("DstT").name)
        for op in ops
        if op.type == "Cast" and op.get_attr("SrcT").is_floating and op.get_attr("DstT").is_floating
    )
    variables = sorted({tf.as_dtype(v.dtype).name for v in model.trainable_variables})
    print(f"{policy}: variables {variables}, MatMul {dict(matmuls)}")  # (3)!
    print("  casts:", ", ".join(f"{n} {a} -> {b}" for (a, b), n in sorted(casts.items())) or "none")  # (4)!
    print("  IsFinite checks:", sum(op.type == "IsFinite" for op in ops))  # (5)!


for policy in ("float32", "mixed_float16"):
    step_ops(policy)
tf.keras.mixed_precision.set_global_policy("float32")
