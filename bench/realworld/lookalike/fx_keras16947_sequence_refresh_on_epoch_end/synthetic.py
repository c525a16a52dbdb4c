import math

import numpy as np
from tensorflow import keras


class SyntheticParticles(keras.utils.Sequence):
    """Generates particle images on demand; the simulation parameters follow a schedule."""

    def __init__(self, schedule, batch_size=16, batches_per_epoch=200, image_size=64, seed=0):
        super().__init__()
        self.schedule = schedule
        self.batch_size = batch_size
        self.batches_per_epoch = batches_per_epoch
        self.image_size = image_size
        self.rng = np.random.default_rng(seed)
        self.epoch = 0
        self.params = schedule(0)

    def __len__(self):
        return self.batches_per_epoch

    def __getitem__(self, index):
        n = self.batch_size
        pos = self.rng.uniform(0, self.image_size, size=(n, 2))
        sigma = self.params["sigma"]
        grid = np.arange(self.image_size)
        xx, yy = np.meshgrid(grid, grid)
        images = np.exp(-((xx[None] - pos[:, 0, None, None]) ** 2 +
                          (yy[None] - pos[:, 1, None, None]) ** 2) / (2 * sigma ** 2))
        noise = self.rng.normal(0, self.params["noise"], size=images.shape)
        return (images + noise)[..., None].astype("float32"), (pos / self.image_size).astype("float32")

    def on_epoch_end(self):
        self.epoch += 1
        self.params = self.schedule(self.epoch)


def curriculum(epoch):
    return {"sigma": 1.0 + 0.05 * epoch, "noise": 0.3 * math.exp(-epoch / 20)}
