import tensorflow as tf
from tensorflow.python.tpu import tpu_function

tf.get_logger().setLevel("ERROR")


def train_op_of(num_shards, wrap):
    graph = tf.Graph()
    with graph.as_default():
        w = tf.compat.v1.Variable(1.0)
        loss = tf.compat.v1.losses.mean_squared_error([3.0], [w])  # (1)!
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
        if wrap:
            optimizer = tf.compat.v1.tpu.CrossShardOptimizer(optimizer)  # (2)!
        with tpu_function.tpu_shard_context(num_shards):  # (3)!
            grads_and_vars = optimizer.compute_gradients(loss)
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            grad = sess.run(grads_and_vars[0][0])
        optimizer.apply_gradients(grads_and_vars)  # (4)!
        sums = sum(op.type == "CrossReplicaSum" for op in graph.get_operations())
    name = "CrossShardOptimizer" if wrap else "GradientDescentOptimizer"
    print(f"{name:24} {num_shards} shards: gradient {grad:.4f}, CrossReplicaSum ops {sums}")


train_op_of(8, wrap=False)
train_op_of(1, wrap=True)
train_op_of(8, wrap=True)
