import gpflow
import numpy as np

from gp.fit_utils import minimize_hard

rng = np.random.default_rng(0)
X = rng.uniform(-3, 3, size=(400, 1))
Y = np.sin(2 * X) + 0.2 * rng.standard_normal(X.shape)
Z = np.linspace(-3, 3, 15)[:, None]

models = {
    "vfe": gpflow.models.SGPR((X, Y), gpflow.kernels.SquaredExponential(), inducing_variable=Z.copy()),
    "fitc": gpflow.models.GPRFITC((X, Y), gpflow.kernels.SquaredExponential(), inducing_variable=Z.copy()),
}

for name, model in models.items():
    previous = np.inf
    for restart in range(30):
        result = minimize_hard(model)
        print(name, restart, result.fun, result.nit)
        if previous - result.fun < 1e-6:
            break
        previous = result.fun
    print(name, "final", model.elbo().numpy() if name == "vfe" else -model.training_loss().numpy())
