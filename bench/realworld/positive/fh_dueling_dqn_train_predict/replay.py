import numpy as np


class ReplayBuffer:
    def __init__(self, size=100000, state_dim=8):
        self.states = np.zeros((size, state_dim), dtype=np.float32)
        self.next_states = np.zeros((size, state_dim), dtype=np.float32)
        self.actions = np.zeros(size, dtype=np.int32)
        self.rewards = np.zeros(size, dtype=np.float32)
        self.dones = np.zeros(size, dtype=np.bool_)
        self.size = size
        self.count = 0

    def add(self, s, a, r, s2, d):
        i = self.count % self.size
        self.states[i], self.actions[i], self.rewards[i], self.next_states[i], self.dones[i] = s, a, r, s2, d
        self.count += 1

    def sample(self, n):
        idx = np.random.choice(min(self.count, self.size), n, replace=False)
        return self.states[idx], self.actions[idx], self.rewards[idx], self.next_states[idx], self.dones[idx]
