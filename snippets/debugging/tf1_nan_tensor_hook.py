import logging

import numpy as np
import tensorflow as tf


class Messages(logging.Handler):  # collects TensorFlow's log messages
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(f"{record.levelname}:tensorflow:{record.getMessage()}")


log = Messages()
tf.get_logger().addHandler(log)


def train(learning_rate, steps=40):
    graph = tf.Graph()
    with graph.as_default():
        x = tf.constant([[1.0], [2.0], [3.0], [4.0]])
        w = tf.compat.v1.get_variable("w", initializer=[[0.5]])
        loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - 2.0 * x))
        step = tf.compat.v1.train.get_or_create_global_step()
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(learning_rate)
        train_op = optimizer.minimize(loss, global_step=step)
        hooks = [
            tf.compat.v1.train.NanTensorHook(loss),  # (1)!
            tf.compat.v1.train.StopAtStepHook(last_step=steps),
        ]
        losses = []
        try:
            with tf.compat.v1.train.MonitoredSession(hooks=hooks) as sess:  # (2)!
                while not sess.should_stop():
                    losses.append(sess.run([train_op, loss])[1])
        except tf.compat.v1.train.NanLossDuringTrainingError as e:
            print(f"{type(e).__name__}: {e}")
        return np.array(losses)


losses = train(learning_rate=1.0)  # (3)!
print("logged:", log.messages[-1])
print("steps with a finite loss:", int(np.isfinite(losses).sum()))  # (4)!
print("steps with an inf loss:", int(np.isinf(losses).sum()))
print("step with the first nan loss:", len(losses) + 1)
losses = train(learning_rate=0.1)  # (5)!
print(f"learning rate 0.1: {len(losses)} steps, last loss below 1e-6: {losses[-1] < 1e-6}")
