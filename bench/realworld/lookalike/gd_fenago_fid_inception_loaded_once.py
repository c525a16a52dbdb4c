# source: https://github.com/fenago/katacoda-scenarios/blob/master/generative-adversarial-networks/generative-adversarial-networks-chapter-13/steps/10/text.md
# symptom: FID of a GAN generator tracked over its saved epochs
# note: as in the tutorial, the InceptionV3 feature model is loaded once and passed to the FID function; the generator is built once and only its weights change per epoch; activations come from direct model calls on batches, not predict() inside the loops
import glob

import numpy as np
import tensorflow as tf
from scipy.linalg import sqrtm
from tensorflow.keras.applications.inception_v3 import InceptionV3, preprocess_input

from gan_models import make_generator

LATENT_DIM = 128
N_IMAGES = 5000
BATCH = 100


def activations(model, images):
    feats = []
    for start in range(0, len(images), BATCH):
        batch = tf.image.resize(images[start:start + BATCH], (299, 299))
        feats.append(model(preprocess_input(batch * 255.0), training=False).numpy())
    return np.concatenate(feats)


def calculate_fid(model, images1, images2):
    act1, act2 = activations(model, images1), activations(model, images2)
    mu1, sigma1 = act1.mean(axis=0), np.cov(act1, rowvar=False)
    mu2, sigma2 = act2.mean(axis=0), np.cov(act2, rowvar=False)
    covmean = sqrtm(sigma1.dot(sigma2))
    if np.iscomplexobj(covmean):
        covmean = covmean.real
    return float(np.sum((mu1 - mu2) ** 2) + np.trace(sigma1 + sigma2 - 2.0 * covmean))


def main():
    inception = InceptionV3(include_top=False, pooling="avg", input_shape=(299, 299, 3))
    generator = make_generator(LATENT_DIM)
    (x_train, _), _ = tf.keras.datasets.cifar10.load_data()
    real = x_train[np.random.choice(len(x_train), N_IMAGES, replace=False)] / 255.0
    for weights in sorted(glob.glob("checkpoints/generator_epoch_*.h5")):
        generator.load_weights(weights)
        noise = tf.random.normal((N_IMAGES, LATENT_DIM))
        fake = np.concatenate([generator(noise[i:i + BATCH], training=False).numpy()
                               for i in range(0, N_IMAGES, BATCH)])
        fake = (fake + 1.0) / 2.0
        print(weights, "FID %.2f" % calculate_fid(inception, real.astype("float32"), fake))


if __name__ == "__main__":
    main()
