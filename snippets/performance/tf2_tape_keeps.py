import weakref

import tensorflow as tf

tf.keras.utils.set_random_seed(0)
layers = [tf.keras.layers.Dense(16, activation="tanh", name=f"dense_{i}") for i in range(3)]
x = tf.random.normal([4, 16])
for layer in layers:
    layer.build(x.shape)
variables = [v for layer in layers for v in layer.trainable_variables]


def forward(x, refs, frozen=0, how=None):
    for i, layer in enumerate(layers):
        if i < frozen and how == "stop_recording":
            with tape.stop_recording():  # (1)!
                x = layer(x)
        else:
            x = layer(x)
        refs.append(weakref.ref(x))  # (2)!
        if i == frozen - 1 and how == "stop_gradient":
            x = tf.stop_gradient(x)
    return tf.reduce_sum(x * x)


def kept(refs):  # layer outputs that something still holds
    alive = [r() for r in refs if r() is not None]
    size = sum(t.shape.num_elements() * t.dtype.size for t in alive)
    return f"{len(alive)} outputs, {size} bytes"


refs = []
loss = forward(x, refs)
print("no tape, after the forward pass:", kept(refs))

refs = []
with tf.GradientTape() as tape:
    loss = forward(x, refs)
print("tape, after the forward pass:   ", kept(refs))  # (3)!
grads = tape.gradient(loss, variables)
print("tape, after tape.gradient:      ", kept(refs))

for how in ["stop_recording", "stop_gradient"]:
    refs = []
    with tf.GradientTape() as tape:
        loss = forward(x, refs, frozen=2, how=how)
    print(f"first two layers, {how}:", kept(refs))  # (4)!
    last = tape.gradient(loss, layers[2].trainable_variables)
    same = all(bool(tf.reduce_all(a == b)) for a, b in zip(last, grads[4:]))
    print("  same gradient for the last layer:", same)


def model(x):
    for layer in layers:
        x = layer(x)
    return tf.reduce_sum(x * x)


@tf.function
def predict(x):
    return model(x)


@tf.function
def train(x):
    with tf.GradientTape() as tape:
        loss = model(x)
    return tape.gradient(loss, variables)


def matmuls(fn):  # (5)!
    ops = fn.get_concrete_function(x).graph.get_operations()
    return sum(op.type == "MatMul" for op in ops)


print("MatMul ops, forward:", matmuls(predict), " forward + backward:", matmuls(train))
