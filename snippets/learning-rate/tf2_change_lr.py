import tensorflow as tf

try:
    tf.keras.optimizers.SGD(learning_rate=tf.Variable(0.5, name="lr"))  # (1)!
except ValueError as e:
    print(f"{type(e).__name__}: {e}")

w = tf.Variable(0.0, name="w")
optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)  # (2)!
lr = 0.5  # a Python float
traces = []


@tf.function
def train_step():
    traces.append(1)  # runs only while tracing
    optimizer.apply_gradients([(tf.constant(1.0), w)])


@tf.function
def manual_step():
    w.assign_sub(lr * 1.0)  # (3)!


def moved(step):
    before = float(w)
    step()
    return before - float(w)


print("optimizer, lr 0.5:   moved", moved(train_step))
optimizer.learning_rate = 0.25  # (4)!
print("optimizer, set 0.25: moved", moved(train_step))
optimizer.learning_rate.assign(0.125)
print("optimizer, assign 0.125: moved", moved(train_step), "| traces:", len(traces))
print("Python float 0.5:    moved", moved(manual_step))
lr = 0.25
print("Python float 0.25:   moved", moved(manual_step), "(baked in at tracing)")

my_lr = tf.Variable(0.5, name="my_lr")
follows = tf.keras.optimizers.SGD(learning_rate=lambda: my_lr)  # (5)!
follow_step = tf.function(lambda: follows.apply_gradients([(tf.constant(1.0), w)]))
for value in (0.5, 0.0625):
    my_lr.assign(value)
    print(f"callable, my_lr {value}: moved {moved(follow_step)}")
