import collections

import keras
import tensorflow as tf

critic = keras.Sequential(
    [
        keras.Input((2,)),
        keras.layers.Dense(4, activation="tanh", kernel_initializer="ones"),
        keras.layers.Dense(1, kernel_initializer=keras.initializers.Constant(0.5)),
    ]
)
real = tf.constant([[1.0, 0.5], [0.5, 1.0]])
fake = tf.constant([[-0.5, 0.0], [0.0, -1.0]])


@tf.function
def plain_step(real, fake):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(critic(fake)) - tf.reduce_mean(critic(real))
    return tape.gradient(loss, critic.trainable_variables)


@tf.function
def penalty_step(real, fake):
    interpolated = 0.5 * real + 0.5 * fake
    with tf.GradientTape() as outer:
        with tf.GradientTape() as inner:
            inner.watch(interpolated)
            score = critic(interpolated)
        gradients = inner.gradient(score, interpolated)  # (1)!
        norms = tf.sqrt(tf.reduce_sum(tf.square(gradients), axis=1))
        penalty = tf.reduce_mean(tf.square(norms - 1.0))
        loss = tf.reduce_mean(critic(fake)) - tf.reduce_mean(critic(real)) + 10.0 * penalty
    return outer.gradient(loss, critic.trainable_variables)  # (2)!


for step in (plain_step, penalty_step):
    graph = step.get_concrete_function(real, fake).graph  # (3)!
    kinds = collections.Counter(op.type for op in graph.get_operations())
    print(f"{step.__name__}: MatMul {kinds['MatMul']}, Tanh {kinds['Tanh']}, TanhGrad {kinds['TanhGrad']}")
    for _ in range(3):
        step(real, fake)
    print(f"  traced {step.experimental_get_tracing_count()} time(s) for 3 calls")  # (4)!
