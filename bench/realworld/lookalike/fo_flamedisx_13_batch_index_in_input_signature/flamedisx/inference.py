import numpy as np
from scipy import optimize


class UnbinnedLikelihood:
    def __init__(self, source, mu_total=1000.0):
        self.source = source
        self.mu_total = mu_total

    def minus_ll(self, x):
        rates = self.source.batched_differential_rate(elife=float(x[0]) * 1e3, g2=float(x[1]))
        return -np.sum(np.log(np.maximum(rates, 1e-30))) + self.mu_total

    def bestfit(self, guess=(600.0, 20.0)):
        return optimize.minimize(self.minus_ll, x0=np.asarray(guess), method="Nelder-Mead",
                                 options=dict(maxiter=200))
