import numpy as np
import tensorflow as tf


def f32s(x):  # shortest decimal form of a float32, or of each element: [a, b, ...]
    text = [np.format_float_positional(np.float32(v), trim="0") for v in np.ravel(x)]
    return text[0] if np.ndim(x) == 0 else f"[{', '.join(text)}]"


CLIPS = {
    "none": lambda gs: gs,
    "clip_by_value 3.5": lambda gs: [tf.clip_by_value(g, -3.5, 3.5) for g in gs],
    "clip_by_norm 6.5": lambda gs: [tf.clip_by_norm(g, 6.5) for g in gs],  # (1)!
    "clip_by_global_norm 6.5": lambda gs: tf.clip_by_global_norm(gs, 6.5)[0],  # (2)!
}


def one_step(clip):
    with tf.Graph().as_default():
        a = tf.Variable([0.0, 0.0], name="a")
        b = tf.Variable(0.0, name="b")
        loss = tf.reduce_sum(a * [3.0, 4.0]) + 12.0 * b  # gradients: [3, 4] and 12
        opt = tf.compat.v1.train.GradientDescentOptimizer(learning_rate=1.0)
        grads = tf.gradients(loss, [a, b])
        train_op = opt.apply_gradients(zip(clip(grads), [a, b]))
        with tf.compat.v1.Session() as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            sess.run(train_op)
            return [0.0 - v for v in sess.run([a, b])]  # (3)!


print(f"{'clipping':24} {'step of a':11} {'step of b':10} norms (a, b, global)")
for label, clip in CLIPS.items():
    step_a, step_b = one_step(clip)
    norms = [np.linalg.norm(s) for s in (step_a, step_b, np.append(step_a, step_b))]
    print(f"{label:24} {f32s(step_a):11} {f32s(step_b):10} {', '.join(f32s(n) for n in norms)}")
