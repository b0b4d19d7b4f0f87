import tensorflow as tf

scale = tf.constant(2.0)  # (1)!
graph = tf.Graph()
with graph.as_default():
    x = tf.compat.v1.placeholder(tf.float32, shape=[None])
    try:
        y = x * scale  # (2)!
    except RuntimeError as e:
        print(f"RuntimeError: {e}")

# The fix: create everything the graph uses inside the graph.
graph = tf.Graph()
with graph.as_default():
    scale = tf.constant(2.0)  # (3)!
    x = tf.compat.v1.placeholder(tf.float32, shape=[None])
    y = x * scale
    dy_dx = tf.gradients(y, x)[0]
with tf.compat.v1.Session(graph=graph) as sess:
    y_value, dy_dx_value = sess.run([y, dy_dx], feed_dict={x: [1.0, 3.0]})
print("y:", [float(v) for v in y_value], "dy/dx:", [float(v) for v in dy_dx_value])
