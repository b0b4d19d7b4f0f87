import keras
import tensorflow as tf

keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(3, activation="tanh"), keras.layers.Dense(1)])
x = tf.random.stateless_normal([6, 2], seed=[1, 2])


@tf.function(input_signature=[tf.TensorSpec([None, 2])])  # (1)!
def jacobian_rows(x_block):
    with tf.GradientTape() as tape:
        out = model(x_block)[:, 0]
    jacobians = tape.jacobian(out, model.trainable_variables)  # (2)!
    return tf.concat([tf.reshape(j, [tf.shape(x_block)[0], -1]) for j in jacobians], axis=1)


full = jacobian_rows(x)  # (3)!
kernel = full @ tf.transpose(full)

block = 2
rows = [jacobian_rows(x[i : i + block]) for i in range(0, 6, block)]  # (4)!
blocked = tf.concat([tf.concat([a @ tf.transpose(b) for b in rows], axis=1) for a in rows], axis=0)


def size(t):
    return f"{tuple(t.shape)}, {t.shape.num_elements() * t.dtype.size} bytes"


print("parameters:", sum(v.shape.num_elements() for v in model.trainable_variables))
print("full Jacobian:  ", size(full))
print("one block:      ", size(rows[0]))  # (5)!
print("kernel:         ", size(kernel))
print("same kernel:", bool(tf.reduce_all(tf.abs(blocked - kernel) <= 1e-3 * (1.0 + tf.abs(kernel)))))
print("traces:", jacobian_rows.experimental_get_tracing_count())
