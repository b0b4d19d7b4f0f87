import re

import tensorflow as tf

feature_map = tf.Variable([[[[1.0], [2.0]], [[0.5], [-1.0]]]], name="feature_map")  # 1x2x2x1
adjacency = tf.sparse.SparseTensor(
    indices=[[0, 0], [0, 1], [1, 1]], values=[1.0, 0.5, 2.0], dense_shape=[2, 2]
)
features = tf.constant([[1.0, 2.0], [0.5, -1.0]])
w = tf.Variable([[1.0], [0.5]], name="w")


def upsample_loss():
    return tf.reduce_sum(tf.image.resize(feature_map, [4, 4], method="nearest") ** 2)  # (1)!


def repeat_loss():
    upsampled = tf.repeat(tf.repeat(feature_map, 2, axis=1), 2, axis=2)  # (2)!
    return tf.reduce_sum(upsampled**2)


def sparse_loss():
    return tf.reduce_sum(tf.sparse.sparse_dense_matmul(adjacency, features @ w))  # (3)!


dense_adjacency = tf.sparse.to_dense(adjacency)  # made dense once, outside the compiled function


def dense_loss():
    return tf.reduce_sum(dense_adjacency @ (features @ w))


def gradient(loss_fn, variable, jit_compile):
    @tf.function(jit_compile=jit_compile)
    def step():
        with tf.GradientTape() as tape:
            loss = loss_fn()
        return tape.gradient(loss, variable)

    try:
        return step().numpy().ravel().tolist()
    except tf.errors.InvalidArgumentError as e:
        first_line = e.message.splitlines()[0]
        # the generated function name (with a counter) and the device differ between runs and machines
        first_line = re.sub(r"__inference_\w+?_\d+\[[^\]]*\]", "__inference_step_N[…]", first_line)  # (4)!
        return f"{type(e).__name__}: {re.sub(r'XLA_[A-Z]+_JIT', 'XLA_<device>_JIT', first_line)}"


print("resize, XLA:", gradient(upsample_loss, feature_map, jit_compile=True))
print("sparse, XLA:", gradient(sparse_loss, w, jit_compile=True))
print("resize, jit_compile=False:", gradient(upsample_loss, feature_map, jit_compile=False))  # (5)!
print("repeat, XLA:              ", gradient(repeat_loss, feature_map, jit_compile=True))
print("sparse, jit_compile=False:", gradient(sparse_loss, w, jit_compile=False))
print("dense,  XLA:              ", gradient(dense_loss, w, jit_compile=True))  # (6)!
