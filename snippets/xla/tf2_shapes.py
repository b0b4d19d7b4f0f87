import numpy as np
import tensorflow as tf

w = tf.Variable([[1.0], [0.5]], name="w")
batches = [tf.reshape(tf.range(2.0 * n), [n, 2]) / 2 for n in (2, 3, 4)]  # (1)!


def loss_and_grad(x, mask):
    with tf.GradientTape() as tape:
        per_example = tf.squeeze(x @ w, 1) ** 2
        loss = tf.reduce_sum(per_example * mask) / tf.reduce_sum(mask)
    return loss, tape.gradient(loss, w)


step = tf.function(loss_and_grad, jit_compile=True)
results = [step(x, tf.ones([x.shape[0]])) for x in batches]
print("losses:", [float(loss) for loss, _ in results])
print("traces, one per batch size:", step.experimental_get_tracing_count())  # (2)!

padded_step = tf.function(loss_and_grad, jit_compile=True)
padded_results = []
for x in batches:
    n = x.shape[0]
    padded = tf.pad(x, [[0, 4 - n], [0, 0]])  # (3)!
    mask = tf.pad(tf.ones([n]), [[0, 4 - n]])
    padded_results.append(padded_step(padded, mask))
same = all(np.array_equal(a, b) for r, p in zip(results, padded_results) for a, b in zip(r, p))
print("padded to 4 rows, traces:", padded_step.experimental_get_tracing_count(), "- same results:", same)

flexible = tf.function(
    loss_and_grad,
    jit_compile=True,
    input_signature=[tf.TensorSpec([None, 2]), tf.TensorSpec([None])],  # (4)!
)
for x in batches:
    flexible(x, tf.ones([x.shape[0]]))
print("input_signature with None, traces:", flexible.experimental_get_tracing_count())
for x in batches:
    hlo = flexible.experimental_get_compiler_ir(x, tf.ones([x.shape[0]]))(stage="hlo")  # (5)!
    print(f"  XLA program for {x.shape[0]} rows takes f32[{x.shape[0]},2]:", f"f32[{x.shape[0]},2]" in hlo)
