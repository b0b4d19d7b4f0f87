import tensorflow as tf


def train(optimizer, start=None):
    w = tf.Variable(0.0)
    optimizer.build([w])  # (1)!
    if start is not None:
        for velocity in optimizer._velocities:  # (2)!
            velocity.assign(tf.fill(velocity.shape, start))
    mean_square = float(optimizer._velocities[0])
    steps = []
    for _ in range(3):
        optimizer.apply_gradients([(tf.constant(0.001), w)])
        steps.append(f"{float(w):.4g}")
    print(f"  mean square at the start {mean_square:g}; w after steps 1, 2, 3: {', '.join(steps)}")


print("RMSprop(learning_rate=0.01, rho=0.9, epsilon=1e-10):")
train(tf.keras.optimizers.RMSprop(learning_rate=0.01, rho=0.9, epsilon=1e-10))  # (3)!
print("The same, its velocities set to 1 after build:")
train(tf.keras.optimizers.RMSprop(learning_rate=0.01, rho=0.9, epsilon=1e-10), start=1.0)  # (4)!
