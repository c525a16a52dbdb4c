import random


class Memory:
    def __init__(self, size_max, size_min):
        self._samples = []
        self._size_max = size_max
        self._size_min = size_min

    def add_sample(self, sample):
        self._samples.append(sample)
        if len(self._samples) > self._size_max:
            self._samples.pop(0)

    def get_samples(self, n):
        if len(self._samples) < self._size_min:
            return []
        return random.sample(self._samples, min(n, len(self._samples)))
