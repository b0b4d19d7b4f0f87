import tensorflow as tf

w = tf.Variable(2.0)
data = tf.data.Dataset.from_tensor_slices([1.0, 2.0, 3.0])


def eager_loop():
    with tf.GradientTape() as tape:
        loss = tf.add_n([w * x for x in data])  # (1)!
    return loss, tape.gradient(loss, w)


@tf.function
def for_over_dataset():
    with tf.GradientTape() as tape:
        loss = tf.constant(0.0)
        for x in data:  # (2)!
            loss += w * x
    return loss, tape.gradient(loss, w)


@tf.function
def dataset_reduce():
    with tf.GradientTape() as tape:
        loss = data.reduce(0.0, lambda total, x: total + w * x)  # (3)!
    return loss, tape.gradient(loss, w)


@tf.function
def for_over_iterator():
    with tf.GradientTape() as tape:
        loss = tf.constant(0.0)
        for x in iter(data):  # (4)!
            loss += w * x
    return loss, tape.gradient(loss, w)


@tf.function
def one_batch():
    xs = data.batch(3).get_single_element()  # (5)!
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w * xs)
    return loss, tape.gradient(loss, w)


for f in [eager_loop, for_over_dataset, dataset_reduce, for_over_iterator, one_batch]:
    loss, grad = f()
    print(f"{f.__name__:18} loss {float(loss)}  gradient {None if grad is None else float(grad)}")
