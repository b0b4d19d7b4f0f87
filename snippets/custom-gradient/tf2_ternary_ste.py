import tensorflow as tf


def ternary(w, threshold=0.5):
    return tf.where(tf.abs(w) > threshold, tf.sign(w), tf.zeros_like(w))  # (1)!


def ternary_ste(w):
    return w + tf.stop_gradient(ternary(w) - w)  # (2)!


x = tf.eye(4)  # (3)!
y = tf.constant([[1.0], [-1.0], [0.0], [1.0]])


def train(quantize, steps):
    w = tf.Variable([[0.25], [0.25], [-0.25], [0.75]])  # latent weights
    opt = tf.keras.optimizers.SGD(0.25)
    for step in range(steps):
        with tf.GradientTape() as tape:
            loss = 0.5 * tf.reduce_sum(tf.square(x @ quantize(w) - y))
        grad = tape.gradient(loss, w)
        opt.apply_gradients([(grad, w)])
        print(f"  step {step}: loss {float(loss):.2f}, gradient {grad.numpy().ravel().tolist()}")
    print("  latent:", w.numpy().ravel().tolist(), "ternary:", ternary(w).numpy().ravel().tolist())


print("plain quantizer:")
train(ternary, 2)  # (4)!
print("straight-through:")
train(ternary_ste, 4)
