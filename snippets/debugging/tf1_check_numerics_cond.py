import tensorflow as tf


def build(check_in_branch=False):
    x = tf.compat.v1.placeholder(tf.float32, [2])

    def branch():
        log_x = tf.math.log(x)  # (1)!
        if check_in_branch:
            log_x = tf.debugging.check_numerics(log_x, "log in the branch")  # (2)!
        return tf.exp(log_x)

    return x, tf.cond(tf.reduce_min(x) >= 0.0, branch, lambda: tf.zeros_like(x))


tf.compat.v1.disable_control_flow_v2()  # (3)!
try:
    with tf.Graph().as_default():
        build()
        try:
            tf.compat.v1.add_check_numerics_ops()
        except ValueError as e:
            print(f"{type(e).__name__}: {e}")
finally:
    tf.compat.v1.enable_control_flow_v2()

with tf.Graph().as_default():
    x, y = build()
    checks = tf.compat.v1.add_check_numerics_ops()  # (4)!
    with tf.compat.v1.Session() as sess:
        print("unchecked branch:", sess.run([y, checks], {x: [1.0, 0.0]})[0].tolist())

with tf.Graph().as_default():
    x, y = build(check_in_branch=True)
    with tf.compat.v1.Session() as sess:
        try:
            sess.run(y, {x: [1.0, 0.0]})
        except tf.errors.InvalidArgumentError as e:
            print(f"{type(e).__name__}:", *[line for line in e.message.splitlines() if "Tensor had" in line])
