import tensorflow as tf
from tensorflow import keras


class DeblurGAN(keras.Model):
    def __init__(self, generator, discriminator, noise_std=0.05, l1_weight=100.0):
        super().__init__()
        self.generator = generator
        self.discriminator = discriminator
        self.noise_std = noise_std
        self.l1_weight = l1_weight
        self.bce = keras.losses.BinaryCrossentropy(from_logits=True)
        self.g_loss_tracker = keras.metrics.Mean(name="g_loss")
        self.d_loss_tracker = keras.metrics.Mean(name="d_loss")

    @property
    def metrics(self):
        return [self.g_loss_tracker, self.d_loss_tracker]

    def compile(self, g_lr=1e-4, d_lr=1e-4, **kwargs):
        super().compile(**kwargs)
        self.g_optimizer = keras.optimizers.Adam(g_lr, beta_1=0.5)
        self.d_optimizer = keras.optimizers.Adam(d_lr, beta_1=0.5)

    def train_step(self, data):
        blurred, sharp = data
        noise = tf.random.normal(tf.shape(blurred), stddev=self.noise_std)
        with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:
            restored = self.generator(blurred + noise, training=True)
            real_logits = self.discriminator(sharp, training=True)
            fake_logits = self.discriminator(restored, training=True)
            d_loss = (self.bce(tf.ones_like(real_logits), real_logits)
                      + self.bce(tf.zeros_like(fake_logits), fake_logits))
            g_adv = self.bce(tf.ones_like(fake_logits), fake_logits)
            g_loss = g_adv + self.l1_weight * tf.reduce_mean(tf.abs(sharp - restored))
        d_grads = d_tape.gradient(d_loss, self.discriminator.trainable_variables)
        g_grads = g_tape.gradient(g_loss, self.generator.trainable_variables)
        self.d_optimizer.apply_gradients(zip(d_grads, self.discriminator.trainable_variables))
        self.g_optimizer.apply_gradients(zip(g_grads, self.generator.trainable_variables))
        self.g_loss_tracker.update_state(g_loss)
        self.d_loss_tracker.update_state(d_loss)
        return {m.name: m.result() for m in self.metrics}
