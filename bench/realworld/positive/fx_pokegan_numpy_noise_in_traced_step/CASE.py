# source: https://github.com/m3ngineer/ds-cookbook/blob/66c62ed7af066312374a5ae2ebe5b3d79432702e/gan/poke-gan/training_step.py
# symptom: GAN samples look identical from epoch to epoch: the traced training step draws its latent noise through a model method that uses np.random.uniform, so the noise is fixed when the step is traced
# expect: TFM015 models.py:22
# note: as in the repository, the numpy draw lives in the Generator.generate_noise method and is reached from inside the tf.function training step, not written in its body; the same call from eager code (the plotting seed) is fine
