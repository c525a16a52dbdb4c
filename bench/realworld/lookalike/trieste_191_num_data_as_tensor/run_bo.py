import numpy as np
import tensorflow as tf
from sklearn.gaussian_process import GaussianProcessRegressor
from sklearn.gaussian_process.kernels import Matern

from bo.acquisition import expected_improvement


def objective(x):
    return np.sin(3 * x) + 0.5 * (x - 0.7) ** 2


candidates = np.linspace(-2.0, 3.0, 2000)[:, None]
X = np.random.uniform(-2.0, 3.0, size=(3, 1))
Y = objective(X)

for step in range(100):
    gp = GaussianProcessRegressor(kernel=Matern(nu=2.5), normalize_y=True).fit(X, Y)
    mean, std = gp.predict(candidates, return_std=True)
    num_data = tf.constant(len(X), dtype=tf.int64)
    ei = expected_improvement(tf.constant(mean.ravel()), tf.constant(std.ravel() ** 2), tf.constant(Y.min()), num_data)
    x_next = candidates[int(tf.argmax(ei))][None]
    X = np.vstack([X, x_next])
    Y = np.vstack([Y, objective(x_next)])
    print(step, float(Y.min()))
