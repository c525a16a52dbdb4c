import numpy as np
import tensorflow as tf

from compiled import GaussPDF, compiled_nll, register_data


def fit(pdf, data_key, start, lr=1e-4, steps=500):
    params = tf.constant(start, dtype=tf.float64)
    for _ in range(steps):
        value_and_gradient = compiled_nll(pdf, data_key)
        value, grad = value_and_gradient(params)
        params = params - lr * grad
    return params.numpy(), float(value)


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    register_data("signal", rng.normal(1.0, 0.3, size=20000))
    pdf = GaussPDF("gauss")
    for attempt in range(5):
        best, nll = fit(pdf, "signal", start=[0.5 + 0.1 * attempt, 0.5])
        print(attempt, best, nll)
