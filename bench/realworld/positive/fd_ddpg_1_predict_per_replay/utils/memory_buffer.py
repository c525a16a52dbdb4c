import random
from collections import deque

import numpy as np


class MemoryBuffer:
    def __init__(self, size):
        self.buffer = deque(maxlen=size)

    def memorize(self, *transition):
        self.buffer.append(transition)

    def size(self):
        return len(self.buffer)

    def sample_batch(self, n):
        batch = random.sample(self.buffer, n)
        s, a, r, d, s2 = map(np.array, zip(*batch))
        return s, a, r, d, s2
