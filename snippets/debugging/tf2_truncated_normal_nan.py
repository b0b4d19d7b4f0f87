import math

import tensorflow as tf

HALF_LOG_2PI = 0.5 * math.log(2 * math.pi)


def log_ndtr_naive(z):  # log of the normal CDF, Phi(z)
    return tf.math.log(0.5 * tf.math.erfc(-z / math.sqrt(2)))


def log_prob_naive(x, loc, scale, low, high):  # the textbook formula
    z = (x - loc) / scale
    mass = 0.5 * tf.math.erfc(-(high - loc) / scale / math.sqrt(2)) - 0.5 * tf.math.erfc(
        -(low - loc) / scale / math.sqrt(2)
    )  # (1)!
    return -0.5 * z * z - HALF_LOG_2PI - tf.math.log(scale) - tf.math.log(mass)


def log_ndtr(z):  # (2)!
    tail = z < -10.0
    z_tail = tf.where(tail, z, -20.0)  # the double tf.where: each branch sees safe inputs only
    z_body = tf.where(tail, 0.0, z)
    r = 1 / (z_tail * z_tail)
    asymptotic = -0.5 * z_tail * z_tail - tf.math.log(-z_tail) - HALF_LOG_2PI + tf.math.log1p(-r + 3 * r * r)
    return tf.where(tail, asymptotic, log_ndtr_naive(z_body))


def log_prob(x, loc, scale, low, high):
    z = (x - loc) / scale
    a, b = (low - loc) / scale, (high - loc) / scale
    log_mass = log_ndtr(b) + tf.math.log1p(-tf.exp(log_ndtr(a) - log_ndtr(b)))  # (3)!
    return -0.5 * z * z - HALF_LOG_2PI - tf.math.log(scale) - log_mass


for loc, scale in [(0.4, 0.3), (3.0, 0.07), (2.0, 1e-4)]:  # (4)!
    for name, f, dtype in [
        ("textbook", log_prob_naive, tf.float32),
        ("textbook, float64", log_prob_naive, tf.float64),  # (5)!
        ("log space", log_prob, tf.float32),
    ]:
        x, low, high, m, s = (tf.constant(v, dtype) for v in (0.5, 0.0, 1.0, loc, scale))
        with tf.GradientTape() as tape:
            tape.watch([m, s])
            lp = f(x, m, s, low, high)
        g_loc, g_scale = tape.gradient(lp, [m, s])
        print(
            f"loc {loc:g}, scale {scale:g}, {name:17}: log_prob {float(lp):.4g}, "
            f"gradient {float(g_loc):.4g}, {float(g_scale):.4g}"
        )
