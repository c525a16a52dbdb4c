import os

import numpy as np
import tensorflow as tf
from PIL import Image

from dcgan import DCGAN

EPOCHS = 25
SAMPLE_EVERY = 200
OUT_DIR = "samples"


def save_grid(images, path, rows=8):
    images = ((images + 1.0) * 127.5).astype(np.uint8)
    cols = len(images) // rows
    h, w = images.shape[1:3]
    grid = np.zeros((rows * h, cols * w, 3), np.uint8)
    for idx, img in enumerate(images):
        r, c = divmod(idx, cols)
        grid[r * h:(r + 1) * h, c * w:(c + 1) * w] = img
    Image.fromarray(grid).save(path)


(x_train, _), _ = tf.keras.datasets.cifar10.load_data()
x_train = (x_train.astype("float32") - 127.5) / 127.5
dataset = tf.data.Dataset.from_tensor_slices(x_train).shuffle(10000).batch(64, drop_remainder=True)

os.makedirs(OUT_DIR, exist_ok=True)
gan = DCGAN()
step = 0
for epoch in range(EPOCHS):
    for batch in dataset:
        d_loss, g_loss = gan.train_step(batch)
        step += 1
        if step % SAMPLE_EVERY == 0:
            samples = gan.sample().numpy()
            save_grid(samples, os.path.join(OUT_DIR, "train_%02d_%05d.png" % (epoch, step)))
            print("epoch %d step %d d_loss %.4f g_loss %.4f" % (epoch, step, d_loss, g_loss))
