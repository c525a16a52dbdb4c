# source: https://github.com/keras-team/keras/pull/3320
# source: https://github.com/keras-team/keras/issues/3316
# note: resembles a leak: calling set_value/set_weights many times no longer adds nodes to the graph
# note: the merged Keras backend fix: the assign placeholder and op are cached on the variable the first time (hasattr guard) and reused on later calls, so the per-iteration loop below only feeds values
import numpy as np
import tensorflow as tf

_SESSION = None


def get_session():
    global _SESSION
    if _SESSION is None:
        _SESSION = tf.Session()
    return _SESSION


def set_value(x, value):
    value = np.asarray(value, dtype=x.dtype.base_dtype.name)
    if hasattr(x, "_assign_placeholder"):
        assign_placeholder = x._assign_placeholder
        assign_op = x._assign_op
    else:
        assign_placeholder = tf.placeholder(x.dtype.base_dtype, shape=value.shape)
        assign_op = x.assign(assign_placeholder)
        x._assign_placeholder = assign_placeholder
        x._assign_op = assign_op
    get_session().run(assign_op, feed_dict={assign_placeholder: value})


def ablate_filters(conv_kernels, evaluate):
    scores = []
    for kernel in conv_kernels:
        original = get_session().run(kernel)
        for f in range(original.shape[-1]):
            ablated = original.copy()
            ablated[..., f] = 0.0
            set_value(kernel, ablated)
            scores.append(evaluate())
        set_value(kernel, original)
    return scores
