import tensorflow as tf

logits = tf.constant([[0.0, 200.0]])
labels = tf.constant([[1.0, 0.0]])


def loss_fn(logits):
    return -tf.reduce_sum(labels * tf.math.log(tf.nn.softmax(logits)))  # (1)!


def stable_loss_fn(logits):
    return -tf.reduce_sum(labels * tf.nn.log_softmax(logits))


def loss_and_gradient(fn):
    def step(logits):
        with tf.GradientTape() as tape:
            tape.watch(logits)
            loss = fn(logits)
        return loss, tape.gradient(loss, logits)

    return step


eager, traced = float(loss_fn(logits)), float(tf.function(loss_fn)(logits))  # (2)!
print("loss only:      eager", eager, "| tf.function", traced)
for fn in (loss_fn, stable_loss_fn):
    steps = {"eager": loss_and_gradient(fn), "tf.function": tf.function(loss_and_gradient(fn))}
    for mode, step in steps.items():
        loss, gradient = step(logits)
        gradient = gradient.numpy().ravel().tolist()
        print(f"{fn.__name__}, {mode}: loss {float(loss)}, gradient {gradient}")  # (3)!

tf.config.optimizer.set_experimental_options({"arithmetic_optimization": False})  # (4)!
print("loss only, tf.function without the arithmetic optimizer:", float(tf.function(loss_fn)(logits)))
