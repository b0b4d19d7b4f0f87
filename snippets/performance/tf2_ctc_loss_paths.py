import numpy as np
import tensorflow as tf
from tensorflow.python.framework import kernels

tf.keras.utils.set_random_seed(0)
logits = tf.random.normal([2, 8, 5])  # batch, time steps, classes (class 0 is the blank)
labels = tf.constant([[1, 2, 2, 0], [3, 1, 0, 0]])  # padded with 0
label_length = tf.constant([3, 2])
logit_length = tf.constant([8, 8])


@tf.function
def loss_and_grad(logits, sparse):
    with tf.GradientTape() as tape:
        tape.watch(logits)
        if sparse:
            targets = tf.sparse.from_dense(labels)  # (1)!
            loss = tf.nn.ctc_loss(targets, logits, None, logit_length, logits_time_major=False, blank_index=0)
        else:
            loss = tf.nn.ctc_loss(labels, logits, label_length, logit_length, logits_time_major=False)
        loss = tf.reduce_mean(loss)
    return loss, tape.gradient(loss, logits)


def op_types(sparse):  # (2)!
    graph_def = loss_and_grad.get_concrete_function(logits, sparse).graph.as_graph_def()
    nodes = list(graph_def.node) + [n for f in graph_def.library.function for n in f.node_def]
    return [n.op for n in nodes]


def devices(op_type):  # (3)!
    return sorted({k.device_type for k in kernels.get_registered_kernels_for_op(op_type).kernel})


for sparse in (False, True):
    types = op_types(sparse)
    ctc = sorted({t for t in types if t.startswith("CTC")})
    print(f"{'sparse' if sparse else 'dense'} labels: CTC ops {ctc}, while loops {types.count('While')}")
print("CTCLoss kernels:", devices("CTCLoss"))
cudnn = "GPU" in devices("CTCLossV2")
print("CTCLossV2 (cuDNN) has a GPU kernel:", cudnn == tf.test.is_built_with_cuda())  # (4)!
dense_loss, dense_grad = loss_and_grad(logits, False)
sparse_loss, sparse_grad = loss_and_grad(logits, True)
print("same loss:    ", np.allclose(dense_loss, sparse_loss, rtol=1e-3))
print("same gradient:", np.allclose(dense_grad, sparse_grad, rtol=1e-3, atol=1e-4))
