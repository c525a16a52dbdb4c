import numpy as np
from scipy import optimize


class UnbinnedLikelihood:
    def __init__(self, source, mu_total=1000.0):
        self.source = source
        self.mu_total = mu_total

    def minus_ll(self, x):
        elife, g2 = float(x[0]) * 1e3, float(x[1])
        rates = self.source.batched_differential_rate(elife=elife, g2=g2)
        return -np.sum(np.log(np.maximum(rates, 1e-30))) + self.mu_total

    def bestfit(self, guess=(600.0, 20.0)):
        return optimize.minimize(self.minus_ll, x0=np.asarray(guess), method="Nelder-Mead",
                                 options=dict(maxiter=200))
