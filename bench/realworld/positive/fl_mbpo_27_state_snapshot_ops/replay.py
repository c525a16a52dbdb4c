import numpy as np


def collect_transitions(epoch, n=5000, obs_dim=17, act_dim=6):
    rng = np.random.default_rng(epoch)
    obs = rng.normal(size=(n, obs_dim))
    act = rng.uniform(-1, 1, size=(n, act_dim))
    next_obs = obs + 0.1 * rng.normal(size=(n, obs_dim))
    reward = rng.normal(size=(n, 1))
    return np.hstack([obs, act]).astype(np.float32), np.hstack([reward, next_obs - obs]).astype(np.float32)
