import tensorflow as tf

logits = tf.zeros([3, 4])  # 4 classes: valid labels are 0, 1, 2, 3
labels = tf.constant([0, 3, 4])  # (1)!


def loss(labels, logits):
    return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)


def show(name, fn, labels=labels):
    try:
        print(f"{name}: loss", [f"{v:.4f}" for v in fn(labels, logits).numpy()])
    except tf.errors.InvalidArgumentError as e:
        text = e.message.split("}} ")[-1]  # (2)!
        if "bad label:" in text:
            message = text[text.index("bad label:") :].split("]")[0].rstrip(". ")
            text = message + ": " + text[text.index("Condition") :].split(":")[0]
        print(f"{name}: {type(e).__name__}: {text.split('.  ')[0]}")


with tf.device("/CPU:0"):
    show("CPU", loss)  # (3)!
    show("CPU, XLA", tf.function(loss, jit_compile=True))


def check_labels(labels, num_classes):  # (4)!
    checks = [
        tf.debugging.assert_non_negative(labels, message="bad label: negative"),
        tf.debugging.assert_less(labels, num_classes, message="bad label: not < num_classes"),
    ]
    with tf.control_dependencies(checks):  # (5)!
        return tf.identity(labels)


def checked_loss(labels, logits):
    return loss(check_labels(labels, tf.shape(logits, out_type=labels.dtype)[-1]), logits)


for bad in [[0, 3, 4], [0, 3, -1], [0, 3, 2]]:
    show(f"checked {bad}", tf.function(checked_loss), tf.constant(bad))
show("checked, XLA", tf.function(checked_loss, jit_compile=True))  # (6)!
dataset = tf.data.Dataset.from_tensors(labels).map(lambda y: check_labels(y, 4))
show("checked in tf.data", lambda _, logits: loss(next(iter(dataset)), logits))  # (7)!
