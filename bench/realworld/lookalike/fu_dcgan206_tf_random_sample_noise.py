# source: https://github.com/carpedm20/DCGAN-tensorflow/issues/206
# note: fixed version of the report's sampler: the fixed progress-grid noise is drawn with NumPy once in __init__ (eager, outside any graph) and passed in as a tensor, and fresh noise inside the tf.function comes from tf.random.uniform, which draws new values on every call

import numpy as np
import tensorflow as tf
from tensorflow.keras import layers


class DCGANSampler:
    def __init__(self, generator, z_dim=100, sample_num=64, seed=0):
        self.generator = generator
        self.z_dim = z_dim
        self.sample_num = sample_num
        rng = np.random.default_rng(seed)
        self.fixed_z = tf.constant(
            rng.uniform(-1, 1, size=(sample_num, z_dim)).astype(np.float32))

    @tf.function
    def sample_random(self):
        z = tf.random.uniform((self.sample_num, self.z_dim), -1.0, 1.0)
        return self.generator(z, training=False)

    @tf.function(input_signature=[tf.TensorSpec([None, 100], tf.float32)])
    def sample_from(self, z):
        return self.generator(z, training=False)

    def progress_grid(self):
        return self.sample_from(self.fixed_z)


generator = tf.keras.Sequential([
    layers.Input(shape=(100,)),
    layers.Dense(4 * 4 * 256, activation="relu"),
    layers.Reshape((4, 4, 256)),
    layers.Conv2DTranspose(128, 5, strides=2, padding="same", activation="relu"),
    layers.Conv2DTranspose(3, 5, strides=2, padding="same", activation="tanh"),
])
sampler = DCGANSampler(generator)
for step in range(0, 5000, 500):
    fixed = sampler.progress_grid().numpy()
    fresh = sampler.sample_random().numpy()
    print(step, float(np.abs(fixed).mean()), float(np.abs(fresh).mean()))
