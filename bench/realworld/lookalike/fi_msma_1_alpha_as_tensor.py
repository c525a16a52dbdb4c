# source: https://github.com/ahsanMah/msma/issues/1
# note: the change the report asks for: the step size is passed to the tf.function as a tensor (tf.constant of the same float), so all noise levels share one trace
import numpy as np
import tensorflow as tf


@tf.function
def sample_one_step(model, x, idx_sigmas, alpha_i):
    z_t = tf.random.normal(shape=tf.shape(x))
    score = model([x, idx_sigmas])
    return x + alpha_i / 2 * score + tf.sqrt(alpha_i) * z_t


def sample(model, sigmas, n_images=64, eps=2e-5, T=100):
    x = tf.random.uniform(shape=(n_images, 28, 28, 1))
    for i, sigma_i in enumerate(sigmas):
        alpha_i = tf.constant(eps * (sigma_i / sigmas[-1]) ** 2, dtype=tf.float32)
        idx_sigmas = tf.ones(n_images, dtype=tf.int32) * i
        for t in range(T):
            x = sample_one_step(model, x, idx_sigmas, alpha_i)
    return x


if __name__ == "__main__":
    refinenet = tf.keras.models.load_model("saved_models/refinenet_mnist", compile=False)
    samples = sample(refinenet, [float(s) for s in np.geomspace(1.0, 0.01, 10)])
    print(samples.shape)
