import random
from collections import deque

import numpy as np


class ReplayBuffer:
    def __init__(self, capacity):
        self.items = deque(maxlen=capacity)

    def __len__(self):
        return len(self.items)

    def add(self, *transition):
        self.items.append(transition)

    def sample(self, n):
        batch = random.sample(self.items, n)
        s, a, r, s2, d = map(np.array, zip(*batch))
        return s.astype("float32"), a, r.astype("float32"), s2.astype("float32"), d.astype("float32")
