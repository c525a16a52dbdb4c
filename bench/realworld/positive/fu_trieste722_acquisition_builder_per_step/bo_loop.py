import gpflow
import numpy as np

from acquisition import propose_next


def branin(x):
    x0, x1 = x[:, 0], x[:, 1]
    a, b, c = 1.0, 5.1 / (4 * np.pi ** 2), 5 / np.pi
    r, s, t = 6.0, 10.0, 1 / (8 * np.pi)
    return (a * (x1 - b * x0 ** 2 + c * x0 - r) ** 2 + s * (1 - t) * np.cos(x0) + s)[:, None]


def run(num_steps=300, seed=0):
    lower, upper = np.array([-5.0, 0.0]), np.array([10.0, 15.0])
    rng = np.random.default_rng(seed)
    X = rng.uniform(lower, upper, size=(5, 2))
    Y = branin(X)
    for step in range(num_steps):
        model = gpflow.models.GPR((X, Y), kernel=gpflow.kernels.Matern52(lengthscales=[1.0, 1.0]))
        gpflow.optimizers.Scipy().minimize(model.training_loss, model.trainable_variables)
        x_next = propose_next(model, X, lower, upper, seed=step)
        X = np.vstack([X, x_next])
        Y = np.vstack([Y, branin(x_next)])
        print("step %3d best %.4f" % (step, Y.min()))
    return X, Y


if __name__ == "__main__":
    run()
