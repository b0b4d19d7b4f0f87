import keras
import tensorflow as tf

x = tf.constant([[1.0], [2.0]])
y = tf.constant([[3.0], [5.0]])
model = tf.keras.Sequential(
    [tf.keras.Input((1,)), tf.keras.layers.Dense(1, kernel_initializer="ones", name="dense")]
)
model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=0.1), loss="mse")

for attribute in ("get_updates", "get_gradients"):  # (1)!
    try:
        getattr(model.optimizer, attribute)
    except AttributeError as e:
        print(f"AttributeError: {e}")
try:
    loss = model.total_loss
except AttributeError as e:
    print(f"AttributeError: {e}")
for attribute in ("apply_gradients", "apply"):
    print(f"has {attribute}:", hasattr(model.optimizer, attribute))
print(
    "keras.optimizers.Adam is tf.keras.optimizers.Adam:", keras.optimizers.Adam is tf.keras.optimizers.Adam
)  # (2)!

# The replacement: the compiled loss under a tape, the compiled optimizer to apply.
variables = model.trainable_variables
with tf.GradientTape() as tape:
    loss = model.compute_loss(x=x, y=y, y_pred=model(x, training=True))  # (3)!
gradients = tape.gradient(loss, variables)
print(f"loss={float(loss)}", {v.name: float(tf.reshape(g, [-1])[0]) for g, v in zip(gradients, variables)})
model.optimizer.apply_gradients(zip(gradients, variables))
print({v.name: f"{float(tf.reshape(v, [-1])[0]):.4f}" for v in variables})

# A Keras variable and a plain tf.Variable in one apply_gradients call:
bias = model.layers[0].bias
plain = tf.Variable(1.0, name="plain")  # (4)!
mixed = tf.keras.optimizers.SGD(learning_rate=0.05)
try:
    mixed.apply_gradients([(tf.constant([1.0]), bias), (tf.constant(4.0), plain)])
    print(f"bias={float(bias[0]):.4f} plain={float(plain):.4f}")
except AttributeError as e:  # (5)!
    print(f"AttributeError: {e}")
