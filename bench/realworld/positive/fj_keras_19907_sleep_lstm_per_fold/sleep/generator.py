import math

import keras
import numpy as np


class WindowGenerator(keras.utils.Sequence):
    def __init__(self, x, y, window_size, overlap, n_classes, batch_size=64, **kwargs):
        super().__init__(**kwargs)
        self.x, self.y = x, y
        self.window_size, self.step = window_size, window_size - overlap
        self.n_classes, self.batch_size = n_classes, batch_size
        self.starts = np.arange(0, len(x) - window_size, self.step)

    def __len__(self):
        return math.ceil(len(self.starts) / self.batch_size)

    def __getitem__(self, idx):
        starts = self.starts[idx * self.batch_size:(idx + 1) * self.batch_size]
        xb = np.stack([self.x[s:s + self.window_size] for s in starts])
        yb = keras.utils.to_categorical(self.y[starts + self.window_size - 1], self.n_classes)
        return xb, yb
