import tensorflow as tf


@tf.RegisterGradient("ProductOneGradient")
def _product_one_gradient(op, upstream):
    return upstream * op.inputs[1]  # (1)!


@tf.RegisterGradient("ProductBothGradients")
def _product_both_gradients(op, upstream):
    return upstream * op.inputs[1], upstream * op.inputs[0]


for gradient in ("ProductOneGradient", "ProductBothGradients"):
    graph = tf.Graph()
    with graph.as_default():
        a, b = tf.constant(2.0), tf.constant(5.0)
        with graph.gradient_override_map({"Mul": gradient}):  # (2)!
            y = tf.multiply(a, b, name="product")
        try:
            da, db = tf.compat.v1.gradients(y, [a, b])
            with tf.compat.v1.Session() as sess:
                da, db = sess.run([da, db])
            print(f"{gradient}: dy/da = {da:g}, dy/db = {db:g}")
        except ValueError as e:
            lines = str(e).splitlines()  # (3)!
            print(f"{gradient}: {type(e).__name__}: {lines[0]} ... {lines[-1].strip()}")
