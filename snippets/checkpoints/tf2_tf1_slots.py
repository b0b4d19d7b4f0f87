import math
import os
import tempfile

import numpy as np
import tensorflow as tf

x = np.array([[1.0, 2.0], [0.5, -1.0]], np.float32)
y = np.array([[1.0], [0.0]], np.float32)

with tempfile.TemporaryDirectory() as folder:
    graph = tf.Graph()
    with graph.as_default():  # (1)!
        w = tf.compat.v1.get_variable("dense/kernel", initializer=tf.constant([[0.5], [0.25]]))
        loss = tf.reduce_mean((tf.matmul(x, w) - y) ** 2)
        train = tf.compat.v1.train.AdamOptimizer(0.1, epsilon=1e-7).minimize(loss)
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            for _ in range(3):
                sess.run(train)
            prefix = tf.compat.v1.train.Saver().save(sess, os.path.join(folder, "tf1"))
            tf1_next = []
            for _ in range(2):
                sess.run(train)
                tf1_next.append(sess.run(w))
    print("TF1 checkpoint:", [name for name, _ in tf.train.list_variables(prefix)])  # (2)!

    model = tf.keras.Sequential(
        [tf.keras.Input((2,)), tf.keras.layers.Dense(1, use_bias=False, name="dense")], name="model"
    )
    optimizer = tf.keras.optimizers.Adam(0.1, epsilon=1e-7, name="adam")
    optimizer.build(model.trainable_variables)
    print("Keras Adam:", [v.name for v in optimizer.variables])
    tf.train.Checkpoint(model=model, optimizer=optimizer).restore(prefix).expect_partial()  # (3)!
    moment = optimizer.variables[2]
    zero = not moment.numpy().any()
    print(f"restored by Checkpoint: iterations {int(optimizer.iterations)}, moments zero {zero}")

    reader = tf.train.load_checkpoint(prefix)  # (4)!
    kernel = model.trainable_variables[0]
    kernel.assign(reader.get_tensor("dense/kernel"))
    moment.assign(reader.get_tensor("dense/kernel/Adam"))  # first moment
    optimizer.variables[3].assign(reader.get_tensor("dense/kernel/Adam_1"))  # second moment
    steps = round(math.log(reader.get_tensor("beta1_power")) / math.log(0.9)) - 1  # (5)!
    optimizer.iterations.assign(steps)
print("iterations from beta1_power:", int(optimizer.iterations))
for expected in tf1_next:  # (6)!
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(x) - y) ** 2)
    optimizer.apply_gradients(zip(tape.gradient(loss, [kernel]), [kernel]))
    print("same step as TF1:", np.allclose(kernel.numpy(), expected, rtol=1e-3, atol=1e-5))
