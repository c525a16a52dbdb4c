# source: https://github.com/ahsanMah/msma/issues/1
# symptom: tf.function retracing warnings while sampling; the step size alpha_i is a Python float that changes for every noise level, so sample_one_step is traced again for each sigma
# expect: TFM007 39
# note: annealed Langevin sampling (NCSN-style); the sigma levels are kept as a plain Python list of floats, so alpha_i is a new Python number on every outer iteration
import os

import numpy as np
import tensorflow as tf
from PIL import Image

SIGMA_BEGIN, SIGMA_END, NUM_LEVELS = 1.0, 0.01, 10


def get_sigma_levels():
    return [float(s) for s in np.geomspace(SIGMA_BEGIN, SIGMA_END, NUM_LEVELS)]


@tf.function
def sample_one_step(model, x, idx_sigmas, alpha_i):
    z_t = tf.random.normal(shape=tf.shape(x), mean=0.0, stddev=1.0)
    score = model([x, idx_sigmas])
    noise = tf.sqrt(alpha_i) * z_t
    return x + alpha_i / 2 * score + noise


def save_grid(images, path):
    images = np.clip(images.numpy(), 0.0, 1.0)
    row = np.concatenate(list(images[:8]), axis=1)
    Image.fromarray((row[..., 0] * 255).astype(np.uint8)).save(path)


def sample_and_save(model, sigmas, n_images=64, eps=2e-5, T=100, save_directory="samples/"):
    os.makedirs(save_directory, exist_ok=True)
    x = tf.random.uniform(shape=(n_images, 28, 28, 1))
    for i, sigma_i in enumerate(sigmas):
        alpha_i = eps * (sigma_i / sigmas[-1]) ** 2
        idx_sigmas = tf.ones(n_images, dtype=tf.int32) * i
        for t in range(T):
            x = sample_one_step(model, x, idx_sigmas, alpha_i)
        save_grid(x, os.path.join(save_directory, "sigma%d.png" % (i + 1)))
    return x


if __name__ == "__main__":
    refinenet = tf.keras.models.load_model("saved_models/refinenet_mnist", compile=False)
    sample_and_save(refinenet, get_sigma_levels())
