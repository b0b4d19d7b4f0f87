import glob
import tempfile

import tensorflow as tf
from tensorflow.tsl.profiler.protobuf import xplane_pb2

tf.keras.utils.set_random_seed(0)
layers = [tf.keras.layers.Dense(8, activation="tanh"), tf.keras.layers.Dense(1)]
model = tf.keras.Sequential([tf.keras.Input((8,)), *layers])
optimizer = tf.keras.optimizers.SGD(0.1)
x, y = tf.random.normal([4, 8]), tf.random.normal([4, 1])


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        with tf.name_scope("forward"):  # (1)!
            loss = tf.reduce_mean(tf.square(model(x) - y))
    grads = tape.gradient(loss, model.trainable_variables)  # (2)!
    with tf.name_scope("update"):
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


train_step(x, y)  # trace it before profiling
options = tf.profiler.experimental.ProfilerOptions(host_tracer_level=3)  # (3)!
with tempfile.TemporaryDirectory() as logdir:  # TensorBoard's --logdir, to look at it there
    tf.profiler.experimental.start(logdir, options=options)
    for step in range(3):
        with tf.profiler.experimental.Trace("train", step_num=step, _r=1):
            train_step(x, y)
    tf.profiler.experimental.stop()
    space = xplane_pb2.XSpace()
    with open(glob.glob(f"{logdir}/plugins/profile/*/*.xplane.pb")[0], "rb") as f:  # (4)!
        space.ParseFromString(f.read())
time_ps = {"forward": 0, "backward": 0, "update": 0}
backward_events = 0
for plane in space.planes:
    names = {key: meta.name for key, meta in plane.event_metadata.items()}
    for line in plane.lines:
        for event in line.events:
            op_name = names[event.metadata_id].split(":")[0]  # "op name:op type"
            if op_name.startswith("gradient_tape/"):  # (5)!
                time_ps["backward"] += event.duration_ps
                backward_events += 1
            elif op_name.split("/")[0] in ("forward", "update"):
                time_ps[op_name.split("/")[0]] += event.duration_ps
total = sum(time_ps.values())
share = {part: t / total for part, t in time_ps.items()}  # (6)!
print("parts found in the profile:", [part for part, t in time_ps.items() if t > 0])
print("backward op events per step:", backward_events // 3)
print("shares add up to 1:", abs(sum(share.values()) - 1) < 1e-6)
