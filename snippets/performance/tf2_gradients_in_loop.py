import tensorflow as tf

w = tf.Variable([0.5, -0.25], name="w")
x = tf.constant([1.0, 2.0])


def python_loop(steps):
    @tf.function
    def run(x):
        total = tf.zeros([2])
        for _ in range(steps):  # (1)!
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(tf.square(w * x))
            total += tape.gradient(loss, w)
        return total

    return run


def tf_loop(steps):
    @tf.function
    def run(x):
        total = tf.zeros([2])
        for _ in tf.range(steps):  # (2)!
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(tf.square(w * x))
            total += tape.gradient(loss, w)
        return total

    return run


def size(fn):
    return len(fn.get_concrete_function(x).graph.get_operations())


print("Python loop, graph for 8 steps larger than for 2:", size(python_loop(8)) > size(python_loop(2)))
print("tf.range loop, graph for 8 steps same as for 2:  ", size(tf_loop(8)) == size(tf_loop(2)))  # (3)!
print("same result:", python_loop(8)(x).numpy().tolist(), tf_loop(8)(x).numpy().tolist())
