import glob

import numpy as np
from PIL import Image


class ImageProvider:
    def __init__(self, pattern):
        self.files = sorted(glob.glob(pattern))

    def __call__(self, n):
        picks = np.random.choice(len(self.files), n)
        x = np.stack([np.asarray(Image.open(self.files[i]), dtype=np.float32) / 255.0 for i in picks])
        y = np.stack([np.load(self.files[i].replace(".tif", "_mask.npy")) for i in picks])
        return x, y
