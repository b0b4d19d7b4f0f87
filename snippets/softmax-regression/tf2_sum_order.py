import tensorflow as tf

terms = tf.constant([1.0] + [3e-8] * 10)  # one large float32 term, ten tiny ones


def add_in_order(values):
    total = tf.constant(0.0)
    for v in values:  # one float32 addition after the other
        total = total + v
    return total


forward = add_in_order(terms)  # (1)!
backward = add_in_order(tf.reverse(terms, axis=[0]))  # (2)!
print(f"large term first: {float(forward):.9f} -> {float(forward):.4f}")
print(f"large term last:  {float(backward):.9f} -> {float(backward):.4f}")
