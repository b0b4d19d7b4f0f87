import tensorflow as tf

try:
    x = tf.placeholder(tf.float32, shape=[None])
except AttributeError as e:
    print(f"AttributeError: {e}")
try:
    sess = tf.Session()
except AttributeError as e:
    print(f"AttributeError: {e}")
try:
    optimizer = tf.train.GradientDescentOptimizer(learning_rate=0.1)
except AttributeError as e:
    print(f"AttributeError: {e}")  # (1)!

# The fix: the same names, one module down.
v1 = tf.compat.v1
for name, obj in [
    ("placeholder", v1.placeholder),
    ("Session", v1.Session),
    ("train.GradientDescentOptimizer", v1.train.GradientDescentOptimizer),
]:
    print(f"tf.compat.v1.{name}: {callable(obj)}")
