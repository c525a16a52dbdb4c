import numpy as np
import tensorflow as tf

MIXUP_ALPHA = 0.2


@tf.function
def mix_batch(images, labels, alpha=MIXUP_ALPHA):
    """Blend each image with another one from the same batch."""
    lam = np.random.beta(alpha, alpha)
    order = np.random.permutation(images.shape[0])
    partner_images = tf.gather(images, order)
    partner_labels = tf.gather(labels, order)
    mixed = lam * images + (1.0 - lam) * partner_images
    return mixed, partner_labels, lam
