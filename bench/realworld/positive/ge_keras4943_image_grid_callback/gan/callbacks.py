import os

import numpy as np
from PIL import Image
from tensorflow import keras


class ImageGridCallback(keras.callbacks.Callback):
    def __init__(self, out_dir, generator, latent_dim, rows=4, cols=4):
        super().__init__()
        self.out_dir = out_dir
        self.generator = generator
        self.latent_dim = latent_dim
        self.rows = rows
        self.cols = cols
        os.makedirs(out_dir, exist_ok=True)

    def _write_grid(self, images, path):
        images = ((images + 1.0) * 127.5).clip(0, 255).astype("uint8")
        h, w = images.shape[1:3]
        grid = np.zeros((self.rows * h, self.cols * w), dtype="uint8")
        for idx, img in enumerate(images[: self.rows * self.cols]):
            r, c = divmod(idx, self.cols)
            grid[r * h:(r + 1) * h, c * w:(c + 1) * w] = img[..., 0]
        Image.fromarray(grid).save(path)

    def on_epoch_end(self, epoch, logs=None):
        noise = np.random.normal(size=(self.rows * self.cols, self.latent_dim))
        images = self.generator.predict(noise, verbose=0)
        self._write_grid(images, os.path.join(self.out_dir, f"epoch_{epoch:04d}.png"))
