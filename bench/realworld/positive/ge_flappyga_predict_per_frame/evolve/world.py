import numpy as np


class FlappyWorld:
    GRAVITY, FLAP, GAP = 0.6, -8.0, 120

    def __init__(self, n_birds):
        self.n = n_birds

    def reset(self):
        self.y = np.full(self.n, 250.0)
        self.vy = np.zeros(self.n)
        self.alive = np.ones(self.n, dtype=bool)
        self.pipe_x, self.pipe_y = 400.0, np.random.uniform(100, 400)

    def any_alive(self):
        return bool(self.alive.any())

    def alive_birds(self):
        return list(np.flatnonzero(self.alive))

    def observe(self, idx):
        return self.y[idx] / 500.0, (self.pipe_x - 50) / 400.0, self.pipe_y / 500.0

    def flap(self, idx):
        self.vy[idx] = self.FLAP

    def tick(self):
        self.vy += self.GRAVITY
        self.y += self.vy
        self.pipe_x -= 4.0
        if self.pipe_x < 0:
            self.pipe_x, self.pipe_y = 400.0, np.random.uniform(100, 400)
        near = abs(self.pipe_x - 50) < 26
        hit = near & ((self.y < self.pipe_y - self.GAP / 2) | (self.y > self.pipe_y + self.GAP / 2))
        self.alive &= ~hit & (self.y > 0) & (self.y < 500)
