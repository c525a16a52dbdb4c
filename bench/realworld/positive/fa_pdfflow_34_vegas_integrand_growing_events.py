# source: https://github.com/N3PDF/pdfflow/pull/34
# symptom: review comment: decorating the single-top integrand only with @tf.function "is not enough to avoid retracing when called with input tensors with different shape lengths"; it needs an input_signature, since the integrator calls it many times
# expect: TFM001 13
# expect: TFM007 38
# note: a Vegas-style integrator of my own that grows the number of events every iteration; the integrand is a plain @tf.function (no signature), called from the iteration loop with the mapped random points
import numpy as np
import tensorflow as tf

DTYPE = tf.float64
MW, GW = 80.379, 2.085


@tf.function
def singletop(xarr, weight, s_had=13000.0**2):
    x1, x2, cos_theta = xarr[:, 0], xarr[:, 1], 2.0 * xarr[:, 2] - 1.0
    s_hat = x1 * x2 * s_had
    propagator = 1.0 / ((s_hat - MW**2) ** 2 + (MW * GW) ** 2)
    matrix_element = s_hat * (1.0 + cos_theta) ** 2 * propagator
    return weight * matrix_element


def importance_sampling(xrand, divisions):
    n_bins = divisions.shape[1] - 1
    idx = tf.cast(tf.floor(xrand * n_bins), tf.int32)
    lo = tf.stack([tf.gather(divisions[d], idx[:, d]) for d in range(divisions.shape[0])], axis=1)
    hi = tf.stack([tf.gather(divisions[d], idx[:, d] + 1) for d in range(divisions.shape[0])], axis=1)
    x = lo + (xrand * n_bins - tf.cast(idx, DTYPE)) * (hi - lo)
    weight = tf.reduce_prod((hi - lo) * n_bins, axis=1)
    return x, weight


def vegas_integrate(integrand, n_dim=3, n_iter=10, n_events=10000, n_bins=50):
    divisions = tf.constant(np.tile(np.linspace(0.0, 1.0, n_bins + 1), (n_dim, 1)), DTYPE)
    estimates = []
    for iteration in range(n_iter):
        xrand = tf.random.uniform((n_events, n_dim), dtype=DTYPE)
        x, weight = importance_sampling(xrand, divisions)
        values = integrand(x, weight)
        estimates.append((float(tf.reduce_mean(values)), float(tf.math.reduce_std(values)) / np.sqrt(n_events)))
        print(f"iteration {iteration}: {estimates[-1][0]:.6e} +/- {estimates[-1][1]:.2e} ({n_events} events)")
        n_events += n_events // 2
    weights = np.array([1.0 / e[1] ** 2 for e in estimates])
    return float(np.sum(weights * np.array([e[0] for e in estimates])) / np.sum(weights))


print(vegas_integrate(singletop))
