import numpy as np


class OUActionNoise(object):
    def __init__(self, mu, sigma=0.15, theta=0.2, dt=1e-2):
        self.mu, self.sigma, self.theta, self.dt = mu, sigma, theta, dt
        self.x_prev = np.zeros_like(mu)

    def __call__(self):
        x = (self.x_prev + self.theta * (self.mu - self.x_prev) * self.dt
             + self.sigma * np.sqrt(self.dt) * np.random.normal(size=self.mu.shape))
        self.x_prev = x
        return x
