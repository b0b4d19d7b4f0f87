import tensorflow as tf

x = tf.constant([1.0, 2.0])
w = tf.Variable([0.5, 0.5], name="w")
try:
    feed = {x: [3.0, 4.0]}  # (1)!
except TypeError as e:
    print(f"TypeError: {e}")
try:
    seen = {w}
except TypeError as e:
    print(f"TypeError: {e}".partition(" (Variable:")[0])  # (2)!

# The fix: key on the reference, get the object back with deref().
feed = {x.ref(): [3.0, 4.0]}  # (3)!
print("x.ref() in feed:", x.ref() in feed, "| deref() is x:", next(iter(feed)).deref() is x)

with tf.GradientTape() as tape:
    loss = tf.reduce_sum(w * x)
gradients = {w.ref(): tape.gradient(loss, w)}
print("gradient of w:", [float(v) for v in gradients[w.ref()]])

graph = tf.Graph()
with graph.as_default():  # (4)!
    placeholder = tf.compat.v1.placeholder(tf.float32, shape=[2])
    doubled = 2 * placeholder
with tf.compat.v1.Session(graph=graph) as sess:
    print("feed_dict in a graph:", [float(v) for v in sess.run(doubled, feed_dict={placeholder: [3.0, 4.0]})])
