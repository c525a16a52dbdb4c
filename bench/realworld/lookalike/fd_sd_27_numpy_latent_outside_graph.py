# source: https://github.com/divamgupta/stable-diffusion-tensorflow/pull/27
# symptom: tf.random.normal ignored the seed passed to it, so generated latents were not reproducible; the pull request draws the initial latent with NumPy instead, since it is not part of any TF graph
# note: look-alike: the NumPy draw happens in ordinary eager Python before the denoising loop, not inside a tf.function or a Dataset.map function, so nothing is frozen into a graph; the loop calls predict_on_batch on same-shaped inputs
import numpy as np
import tensorflow as tf


class Text2Image:
    def __init__(self, text_encoder, diffusion_model, decoder, img_height=512, img_width=512):
        self.text_encoder = text_encoder
        self.diffusion_model = diffusion_model
        self.decoder = decoder
        self.img_height, self.img_width = img_height, img_width

    def initial_latent(self, batch_size, seed):
        n_h, n_w = self.img_height // 8, self.img_width // 8
        rng = np.random.RandomState(seed)
        return tf.constant(rng.normal(size=(batch_size, n_h, n_w, 4)).astype("float32"))

    def generate(self, encoded_text, unconditional, num_steps=50, guidance=7.5, batch_size=1, seed=None):
        latent = self.initial_latent(batch_size, seed)
        timesteps = np.arange(1, 1000, 1000 // num_steps)[::-1]
        for t in timesteps:
            t_emb = np.repeat(np.array([[t]], dtype="float32"), batch_size, axis=0)
            uncond = self.diffusion_model.predict_on_batch([latent, t_emb, unconditional])
            cond = self.diffusion_model.predict_on_batch([latent, t_emb, encoded_text])
            latent = latent - 0.02 * (uncond + guidance * (cond - uncond))
        return self.decoder.predict_on_batch(latent)
