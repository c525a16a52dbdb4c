import numpy as np
import tensorflow as tf
from scipy.optimize import minimize

from shapes import normalised

LO, HI = 5000.0, 5600.0


def load_candidates(path="data/b_mass.npy"):
    m = np.load(path)
    return tf.constant(m[(m > LO) & (m < HI)], tf.float64)


def nll(params, data):
    mu, sigma, alpha, n = (float(p) for p in params)
    pdf = normalised(data, mu, sigma, alpha, n, LO, HI)
    return -float(tf.reduce_sum(tf.math.log(pdf + 1e-300)))


def main():
    data = load_candidates()
    start = np.array([5279.0, 20.0, 1.5, 3.0])
    result = minimize(nll, start, args=(data,), method="Nelder-Mead",
                      options={"maxiter": 2000})
    print("converged:", result.success, "params:", result.x)


if __name__ == "__main__":
    main()
