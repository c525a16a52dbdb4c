# source: https://github.com/asanthamax/keras_sr_gan/blob/ba9778464f166aa096b076850e184964492207bc/gan_callback.py
# symptom: GAN monitor callback that writes generated sample images at the end of every epoch
# note: the callback calls the generator sub-model directly on a small tensor batch (no predict loop) and draws the noise with tf.random in eager code
import keras
import tensorflow as tf


class GANMonitor(keras.callbacks.Callback):
    def __init__(self, num_img=3, latent_dim=512, out_dir="data"):
        super().__init__()
        self.num_img = num_img
        self.latent_dim = latent_dim
        self.out_dir = out_dir

    def on_epoch_end(self, epoch, logs=None):
        random_latent_vectors = tf.random.normal(shape=(self.num_img, self.latent_dim))
        generated_images = self.model.generator(random_latent_vectors, training=False)
        generated_images = (generated_images * 127.5 + 127.5).numpy()
        for i in range(self.num_img):
            img = keras.utils.array_to_img(generated_images[i])
            img.save("%s/generated_img_%03d_%d.png" % (self.out_dir, epoch, i))
