# source: https://github.com/N3PDF/vegasflow/pull/85
# note: correct: the fixed layout from the PR: the grid-refinement loop helpers are module-level tf.functions with an input_signature, created once at import; refine_grid_per_dimension, called once per dimension, only calls them with tensors (the bin weights are passed as an argument instead of being closed over)
import numpy as np
import tensorflow as tf

DTYPE = tf.float64
DTYPEINT = tf.int32
BINS_MAX = 50


@tf.function(input_signature=[
    tf.TensorSpec(shape=[], dtype=DTYPE),
    tf.TensorSpec(shape=[], dtype=DTYPEINT),
    tf.TensorSpec(shape=[None], dtype=DTYPE),
    tf.TensorSpec(shape=[], dtype=DTYPE),
])
def fill_bin(bin_weight, n_bin, weights, avg):
    """Advance n_bin until the accumulated weight passes the average."""
    def cond(w, n):
        return tf.logical_and(w < avg, n < tf.size(weights) - 1)

    def body(w, n):
        return w + weights[n + 1], n + 1

    return tf.while_loop(cond, body, [bin_weight, n_bin])


@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=DTYPE), tf.TensorSpec(shape=[None], dtype=DTYPE)])
def smooth_weights(weights, alpha):
    smoothed = tf.concat([weights[:1], (weights[:-2] + weights[1:-1] + weights[2:]) / 3.0, weights[-1:]], axis=0)
    normalised = smoothed / tf.reduce_sum(smoothed)
    return tf.pow((1.0 - normalised) / tf.math.log(1.0 / normalised), alpha[0])


def refine_grid_per_dimension(raw_weights, old_edges, alpha=1.5):
    weights = smooth_weights(tf.constant(raw_weights, DTYPE), tf.constant([alpha], DTYPE))
    avg = tf.reduce_sum(weights) / BINS_MAX
    new_edges = [old_edges[0]]
    bin_weight, n_bin = tf.constant(0.0, DTYPE), tf.constant(-1, DTYPEINT)
    for _ in range(BINS_MAX - 1):
        bin_weight, n_bin = fill_bin(bin_weight, n_bin, weights, avg)
        bin_weight = bin_weight - avg
        frac = 1.0 - float(bin_weight / weights[n_bin])
        idx = int(n_bin)
        new_edges.append(old_edges[idx] + frac * (old_edges[idx + 1] - old_edges[idx]))
    new_edges.append(old_edges[-1])
    return np.array(new_edges)


def refine_grid(all_weights, edges):
    return np.stack([refine_grid_per_dimension(all_weights[d], edges[d]) for d in range(len(edges))])
