import tensorflow as tf


@tf.function
def _interpolate_inputs(inputs, baseline, steps=50):
    alphas = tf.linspace(0.0, 1.0, steps + 1)
    delta = inputs - baseline
    return tf.vectorized_map(lambda a: baseline + delta * a, alphas)


@tf.function
def _compute_gradients(inputs, model, target_mask=None):
    with tf.GradientTape() as tape:
        tape.watch(inputs)
        pred = model(inputs)
        if target_mask is not None:
            pred = pred * tf.stop_gradient(target_mask)
        pred = tf.reduce_sum(pred, axis=tf.range(1, tf.rank(pred)))
    return tape.gradient(pred, inputs)


def _riemann_trapezoid(grads):
    return tf.reduce_mean((grads[:-1] + grads[1:]) / 2.0, axis=0)


@tf.function
def integrated_gradients(inputs, model, target_mask=None, baseline=None, steps=50):
    if baseline is None:
        baseline = tf.zeros_like(inputs)
    path = _interpolate_inputs(inputs, baseline, steps)
    grads = _compute_gradients(path, model, target_mask)
    return (inputs - baseline) * _riemann_trapezoid(grads)
