import tensorflow as tf
from tensorflow import keras


class DiffusionModel(keras.Model):
    def __init__(self, network, ema_network, image_size, ema=0.999):
        super().__init__()
        self.network = network
        self.ema_network = ema_network
        self.image_size = image_size
        self.ema = ema
        self.normalizer = keras.layers.Normalization()
        self.noise_loss_tracker = keras.metrics.Mean(name="n_loss")
        self.image_loss_tracker = keras.metrics.Mean(name="i_loss")

    @property
    def metrics(self):
        return [self.noise_loss_tracker, self.image_loss_tracker]

    def diffusion_schedule(self, diffusion_times):
        angles = diffusion_times * 1.5
        return tf.sin(angles), tf.cos(angles)

    def denoise(self, noisy_images, noise_rates, signal_rates, training):
        net = self.network if training else self.ema_network
        pred_noises = net([noisy_images, noise_rates ** 2], training=training)
        pred_images = (noisy_images - noise_rates * pred_noises) / signal_rates
        return pred_noises, pred_images

    def train_step(self, images):
        images = self.normalizer(images, training=True)
        batch = tf.shape(images)[0]
        noises = tf.random.normal(shape=(batch, self.image_size, self.image_size, 3))
        diffusion_times = tf.random.uniform(shape=(batch, 1, 1, 1), minval=0.0, maxval=1.0)
        noise_rates, signal_rates = self.diffusion_schedule(diffusion_times)
        noisy_images = signal_rates * images + noise_rates * noises
        with tf.GradientTape() as tape:
            pred_noises, pred_images = self.denoise(noisy_images, noise_rates, signal_rates, training=True)
            noise_loss = self.loss(noises, pred_noises)
            image_loss = self.loss(images, pred_images)
        grads = tape.gradient(noise_loss, self.network.trainable_weights)
        self.optimizer.apply_gradients(zip(grads, self.network.trainable_weights))
        self.noise_loss_tracker.update_state(noise_loss)
        self.image_loss_tracker.update_state(image_loss)
        for weight, ema_weight in zip(self.network.weights, self.ema_network.weights):
            ema_weight.assign(self.ema * ema_weight + (1 - self.ema) * weight)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, images):
        images = self.normalizer(images, training=False)
        batch = tf.shape(images)[0]
        noises = tf.random.normal(shape=(batch, self.image_size, self.image_size, 3))
        diffusion_times = tf.random.uniform(shape=(batch, 1, 1, 1), minval=0.0, maxval=1.0)
        noise_rates, signal_rates = self.diffusion_schedule(diffusion_times)
        noisy_images = signal_rates * images + noise_rates * noises
        pred_noises, pred_images = self.denoise(noisy_images, noise_rates, signal_rates, training=False)
        self.noise_loss_tracker.update_state(self.loss(noises, pred_noises))
        self.image_loss_tracker.update_state(self.loss(images, pred_images))
        return {m.name: m.result() for m in self.metrics}
