import tensorflow as tf


def average_infidelity(unitaries, ideal):
    total = 0.0
    for name, u in unitaries.items():
        d = tf.cast(u.shape[-1], tf.float64)
        overlap = tf.abs(tf.linalg.trace(tf.linalg.adjoint(ideal[name]) @ u)) ** 2
        total += 1.0 - (overlap + d) / (d * (d + 1))
    return total / len(unitaries)
