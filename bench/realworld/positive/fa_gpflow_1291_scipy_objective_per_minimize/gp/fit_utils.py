import numpy as np
import scipy.optimize
import tensorflow as tf


def _assign_flat(variables, flat):
    offset = 0
    for v in variables:
        size = int(np.prod(v.shape))
        v.assign(tf.reshape(flat[offset:offset + size], v.shape))
        offset += size


def minimize_hard(model, maxiter=1000, method="L-BFGS-B"):
    """Minimise model.training_loss with scipy; returns scipy's OptimizeResult."""
    variables = model.trainable_variables

    @tf.function
    def loss_and_grads(flat):
        _assign_flat(variables, flat)
        with tf.GradientTape() as tape:
            loss = model.training_loss()
        grads = tape.gradient(loss, variables)
        return loss, tf.concat([tf.reshape(g, [-1]) for g in grads], axis=0)

    def objective(x):
        loss, grads = loss_and_grads(tf.constant(x, dtype=tf.float64))
        return loss.numpy(), grads.numpy()

    x0 = np.concatenate([v.numpy().ravel() for v in variables])
    result = scipy.optimize.minimize(objective, x0, jac=True, method=method, options={"maxiter": maxiter})
    _assign_flat(variables, tf.constant(result.x, dtype=tf.float64))
    return result
