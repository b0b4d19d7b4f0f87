import os
import subprocess
import sys

PROGRAM = """
import numpy as np
import tensorflow as tf
x = np.float32(1) / np.arange(1, 10001, dtype=np.float32)
print(f"sum {float(tf.reduce_sum(x)):.4f}")
"""
CONDITIONS = {  # (1)!
    "as installed": {},
    "oneDNN off": {"TF_ENABLE_ONEDNN_OPTS": "0"},
    "SSE4.1 kernels, 1 thread": {"ONEDNN_MAX_CPU_ISA": "SSE41", "TF_NUM_INTRAOP_THREADS": "1"},
}
outputs = {}
for name, variables in CONDITIONS.items():
    env = {**os.environ, **variables, "TF_CPP_MIN_LOG_LEVEL": "3"}
    proc = subprocess.run(
        [sys.executable, "-c", PROGRAM], env=env, capture_output=True, text=True, check=True
    )
    outputs[name] = proc.stdout  # (2)!
    print(f"{name:25} {proc.stdout.strip()}")
print("same output everywhere:", len(set(outputs.values())) == 1)
