import os
import signal
import subprocess
import sys

PROGRAM = """
import tensorflow as tf
kernel = tf.constant_initializer([[0.5, -1.0], [0.25, 2.0], [1.0, 0.5]])
layer = tf.keras.layers.Dense(2, dtype="mixed_float16", kernel_initializer=kernel)
x = tf.constant([[1.0, 2.0, 3.0]])
with tf.GradientTape() as tape:
    y = layer(x)
    loss = tf.reduce_sum(tf.cast(y, tf.float32) ** 2)
grad = tape.gradient(loss, layer.kernel)
print(y.dtype.name, y.numpy().tolist(), grad.numpy().tolist())
"""
CONDITIONS = {
    "as installed": {},
    "SSE4.1 cap, oneDNN off": {"ONEDNN_MAX_CPU_ISA": "SSE41", "TF_ENABLE_ONEDNN_OPTS": "0"},  # (1)!
}
installed = {k: v for k, v in os.environ.items() if k not in CONDITIONS["SSE4.1 cap, oneDNN off"]}  # (2)!
for name, variables in CONDITIONS.items():
    env = {**installed, **variables, "TF_CPP_MIN_LOG_LEVEL": "3"}
    proc = subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True, text=True)
    if proc.returncode < 0:  # (3)!
        print(f"{name:23} killed by {signal.Signals(-proc.returncode).name}")
    else:
        print(f"{name:23} {proc.stdout.strip() or proc.stderr.strip()}")
