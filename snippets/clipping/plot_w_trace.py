import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import tensorflow as tf

X = tf.constant([1.0, 2.0, 3.0])
Y = tf.constant([1.0, 2.0, 3.0])


def w_trace(clip, steps=100, learning_rate=0.01):
    W = tf.Variable(5.0)
    trace = [float(W)]
    for _ in range(steps):
        with tf.GradientTape() as tape:
            cost = tf.reduce_mean(tf.square(X * W - Y))
        grad = tape.gradient(cost, W)
        if clip:
            grad = tf.clip_by_value(grad, -1.0, 1.0)
        W.assign_sub(learning_rate * grad)  # (1)!
        trace.append(float(W))
    return np.array(trace)


plain, clipped = w_trace(clip=False), w_trace(clip=True)
for name, trace in [("g", plain), ("clip_by_value(g, -1, 1)", clipped)]:
    print(f"{name:24} W_0={trace[0]:.6f} W_10={trace[10]:.6f} W_100={trace[100]:.6f}")

plt.rcParams["svg.hashsalt"] = "gradients-in-tensorflow"  # (2)!
fig, ax = plt.subplots(figsize=(6.4, 3.6))
ax.plot(plain, label="g")
ax.plot(clipped, label="clip_by_value(g, -1, 1)")
ax.axhline(1.0, color="gray", linestyle=":", linewidth=1, label="$W^* = 1$")
ax.set_xlabel("$t$")
ax.set_ylabel("$W_t$")
ax.set_xlim(0, 100)
ax.legend()
fig.tight_layout()
fig.savefig("w_trace.svg", metadata={"Date": None})
