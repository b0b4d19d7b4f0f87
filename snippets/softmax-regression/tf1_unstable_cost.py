import tensorflow as tf

with tf.Graph().as_default():
    logits = tf.constant([[200.0, 0.0]])  # one image, two classes: very sure of class 0 ...
    labels = tf.constant([[0.0, 1.0]])  # ... but the label is class 1
    by_hand = tf.reduce_mean(-tf.reduce_sum(labels * tf.math.log(tf.nn.softmax(logits)), axis=1))  # (1)!
    fused = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits))  # (2)!
    grads = [tf.gradients(cost, logits)[0] for cost in (by_hand, fused)]
    with tf.compat.v1.Session() as sess:
        costs, grads = sess.run([[by_hand, fused], grads])
for name, cost, grad in zip(("log(softmax(z))", "with_logits"), costs, grads):
    print(f"{name:16} cost {float(cost)}, gradient {grad.tolist()}")
