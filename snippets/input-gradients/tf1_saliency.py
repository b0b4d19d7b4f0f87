import tensorflow as tf

with tf.Graph().as_default():
    x = tf.compat.v1.placeholder(tf.float32, [None, 3])
    kernel = tf.constant([[1.0, -1.0], [2.0, 0.5], [0.0, 1.0]])
    scores = tf.matmul(x, kernel)  # the same model, without Keras
    (saliency,) = tf.compat.v1.gradients(scores[:, 0], [x])  # (1)!
    with tf.compat.v1.Session() as sess:
        print("saliency:", sess.run(saliency, {x: [[1.0, 2.0, 3.0]]}).tolist())
