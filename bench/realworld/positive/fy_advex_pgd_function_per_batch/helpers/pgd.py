"""Projected gradient descent (L2) used to craft adversarial training data."""
import tensorflow as tf


def norm(z):
    """Norm over all but the first dimension."""
    return tf.norm(tf.reshape(z, (tf.shape(z)[0], -1)), axis=1)


def single_pgd_step_adv(model, x, y, alpha, epsilon, delta):
    with tf.GradientTape() as tape:
        tape.watch(delta)
        loss = tf.keras.losses.SparseCategoricalCrossentropy(
            reduction=tf.keras.losses.Reduction.NONE)(y, model(x + delta))
    grad = tape.gradient(loss, delta)
    normgrad = tf.reshape(norm(grad), (-1, 1, 1, 1))
    z = delta + alpha * (grad / (normgrad + 1e-10))
    normz = tf.reshape(norm(z), (-1, 1, 1, 1))
    delta = epsilon * z / (tf.math.maximum(normz, epsilon) + 1e-10)
    return delta, loss


def pgd_l2_adv(model, x, y, alpha, num_iter, epsilon=0.5, example=False):
    """Runs `num_iter` PGD steps inside the L2 ball of radius `epsilon`.

    Only the inner step is compiled; it is re-instantiated on every call,
    otherwise TF complains about retracing the graph."""
    step = tf.function(single_pgd_step_adv)
    delta = tf.zeros_like(x)
    loss = 0
    for _ in range(num_iter):
        delta, loss = step(model, x, y, alpha, epsilon, delta)
    if example:
        print(f"{num_iter} iterations, final CCE {tf.reduce_mean(loss):.4f}")
    return delta
