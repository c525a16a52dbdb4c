import os

import numpy as np
from PIL import Image


def _nearest_upscale(images, factor):
    return images.repeat(factor, axis=1).repeat(factor, axis=2)


def summarize_progress(feature, label, gene_output, batch, train_dir, max_samples=8):
    factor = label.shape[1] // feature.shape[1]
    nearest = _nearest_upscale(feature, factor)
    clipped = np.clip(gene_output, 0.0, 1.0)
    image = np.concatenate([nearest, clipped, label], axis=2)[:max_samples]
    image = np.concatenate(list(image), axis=0)
    out = Image.fromarray((image * 255).astype(np.uint8))
    out.save(os.path.join(train_dir, "batch%06d_out.png" % batch))
