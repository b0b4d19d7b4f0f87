import tensorflow as tf

with tf.Graph().as_default():
    terms = tf.compat.v1.placeholder(tf.float32, [11])

    def add_in_order(values):
        total = tf.constant(0.0)
        for i in range(11):  # one float32 addition after the other
            total = total + values[i]
        return total

    forward = add_in_order(terms)  # (1)!
    backward = add_in_order(tf.reverse(terms, axis=[0]))  # (2)!
    with tf.compat.v1.Session() as sess:
        f, b = sess.run([forward, backward], feed_dict={terms: [1.0] + [3e-8] * 10})
print(f"large term first: {f:.9f} -> {f:.4f}")
print(f"large term last:  {b:.9f} -> {b:.4f}")
