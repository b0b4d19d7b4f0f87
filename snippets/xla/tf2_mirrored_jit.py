import re

import tensorflow as tf

tf.get_logger().setLevel("WARNING")  # in a notebook, MirroredStrategy would log each step to the output
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
x = tf.constant([[1.0, 2.0], [3.0, 4.0]])  # row i: replica i's half of the batch of 4
with strategy.scope():
    w = tf.Variable(1.0)
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.0625)


def gradient(xs):
    with tf.GradientTape() as tape:
        per_example = tf.square(2 * xs + 1 - w * xs)
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=4)
    return tape.gradient(loss, w)


def replica_step(grad_fn):
    xs = x[tf.distribute.get_replica_context().replica_id_in_sync_group]
    grad = grad_fn(xs)
    optimizer.apply_gradients([(grad, w)])  # the all-reduce of the two replicas' gradients
    return grad


def short(e):  # (1)!
    where = re.search(r"located in device (\S+) from device (\S+)", str(e))
    return f"{type(e).__name__}: ... located in device {where[1]} from device {where[2]}"


@tf.function(jit_compile=True)  # (2)!
def compiled_step():
    return strategy.run(replica_step, args=(gradient,))


try:
    compiled_step()
except tf.errors.InvalidArgumentError as e:
    print("jit_compile around strategy.run:", short(e))

with strategy.scope():
    model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1, use_bias=False)])
    model.compile(optimizer="sgd", loss="mse", jit_compile=True)  # (3)!
try:
    model.fit(tf.ones([4, 1]), tf.ones([4, 1]), batch_size=4, verbose=0)
except tf.errors.InvalidArgumentError as e:
    print("compile(jit_compile=True), fit:  ", short(e))


@tf.function
def step():
    return strategy.run(replica_step, args=(tf.function(gradient, jit_compile=True),))  # (4)!


grads = strategy.experimental_local_results(step())
print("compiled gradient per replica:", [float(g) for g in grads], "kernel", float(w.numpy()))  # (5)!
