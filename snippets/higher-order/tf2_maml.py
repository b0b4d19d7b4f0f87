import keras
import tensorflow as tf

model = keras.Sequential(
    [keras.Input((1,)), keras.layers.Dense(1, use_bias=False, kernel_initializer="ones", name="dense")]
)
x_support, y_support = tf.constant([[1.0]]), tf.constant([[3.0]])  # the task's training example
x_query, y_query = tf.constant([[1.0]]), tf.constant([[0.5]])  # and its test example
inner_learning_rate = 0.25


def loss_with(weights, x, y):
    prediction, _ = model.stateless_call(weights, [], x)  # (1)!
    return tf.reduce_mean(tf.square(prediction - y))


def meta_gradient(first_order):
    weights = model.trainable_variables
    with tf.GradientTape() as outer:
        with tf.GradientTape() as inner:
            support_loss = loss_with(weights, x_support, y_support)
        grads = inner.gradient(support_loss, weights)  # (2)!
        if first_order:
            grads = [tf.stop_gradient(g) for g in grads]  # (3)!
        adapted = [w - inner_learning_rate * g for w, g in zip(weights, grads)]  # (4)!
        query_loss = loss_with(adapted, x_query, y_query)
    return outer.gradient(query_loss, weights)


meta_optimizer = keras.optimizers.SGD(learning_rate=0.5)
for step in range(2):
    w = float(model.trainable_variables[0][0, 0])
    second_order = meta_gradient(first_order=False)
    first_order = meta_gradient(first_order=True)
    print(
        f"step {step}: w = {w}, meta-gradient second-order {float(second_order[0][0, 0])},"
        f" first-order {float(first_order[0][0, 0])}"
    )
    meta_optimizer.apply_gradients(zip(second_order, model.trainable_variables))  # (5)!
