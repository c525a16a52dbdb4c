# source: https://github.com/keras-team/keras-io/pull/15
# note: the WGAN-GP example reviewed in that PR: images are sampled once per epoch in a Keras callback by calling the generator directly on a fixed latent batch (no predict(), no model or optimizer built in the hook), and the optimizers and models are created once before a single fit() call
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

IMG_SHAPE = (28, 28, 1)
BATCH_SIZE = 512
NOISE_DIM = 128


class GANMonitor(keras.callbacks.Callback):
    def __init__(self, num_img=6, latent_dim=128):
        super().__init__()
        self.num_img = num_img
        self.latent_dim = latent_dim
        self.random_latent_vectors = tf.random.normal(shape=(num_img, latent_dim), seed=42)

    def on_epoch_end(self, epoch, logs=None):
        generated_images = self.model.generator(self.random_latent_vectors, training=False)
        generated_images = (generated_images * 127.5) + 127.5
        for i in range(self.num_img):
            img = generated_images[i].numpy()
            img = keras.preprocessing.image.array_to_img(img)
            img.save("generated_img_{i}_{epoch}.png".format(i=i, epoch=epoch))


class WGAN(keras.Model):
    def __init__(self, discriminator, generator, latent_dim, discriminator_extra_steps=3, gp_weight=10.0):
        super().__init__()
        self.discriminator = discriminator
        self.generator = generator
        self.latent_dim = latent_dim
        self.d_steps = discriminator_extra_steps
        self.gp_weight = gp_weight

    def compile(self, d_optimizer, g_optimizer, d_loss_fn, g_loss_fn):
        super().compile()
        self.d_optimizer, self.g_optimizer = d_optimizer, g_optimizer
        self.d_loss_fn, self.g_loss_fn = d_loss_fn, g_loss_fn

    def gradient_penalty(self, batch_size, real_images, fake_images):
        alpha = tf.random.normal([batch_size, 1, 1, 1], 0.0, 1.0)
        interpolated = real_images + alpha * (fake_images - real_images)
        with tf.GradientTape() as gp_tape:
            gp_tape.watch(interpolated)
            pred = self.discriminator(interpolated, training=True)
        grads = gp_tape.gradient(pred, [interpolated])[0]
        norm = tf.sqrt(tf.reduce_sum(tf.square(grads), axis=[1, 2, 3]))
        return tf.reduce_mean((norm - 1.0) ** 2)

    def train_step(self, real_images):
        batch_size = tf.shape(real_images)[0]
        for _ in range(self.d_steps):
            z = tf.random.normal(shape=(batch_size, self.latent_dim))
            with tf.GradientTape() as tape:
                fake_images = self.generator(z, training=True)
                d_cost = self.d_loss_fn(real_img=self.discriminator(real_images, training=True),
                                        fake_img=self.discriminator(fake_images, training=True))
                d_loss = d_cost + self.gradient_penalty(batch_size, real_images, fake_images) * self.gp_weight
            d_grad = tape.gradient(d_loss, self.discriminator.trainable_variables)
            self.d_optimizer.apply_gradients(zip(d_grad, self.discriminator.trainable_variables))
        z = tf.random.normal(shape=(batch_size, self.latent_dim))
        with tf.GradientTape() as tape:
            g_loss = self.g_loss_fn(self.discriminator(self.generator(z, training=True), training=True))
        gen_grad = tape.gradient(g_loss, self.generator.trainable_variables)
        self.g_optimizer.apply_gradients(zip(gen_grad, self.generator.trainable_variables))
        return {"d_loss": d_loss, "g_loss": g_loss}


def discriminator_loss(real_img, fake_img):
    return tf.reduce_mean(fake_img) - tf.reduce_mean(real_img)


def generator_loss(fake_img):
    return -tf.reduce_mean(fake_img)


(train_images, _), _ = keras.datasets.fashion_mnist.load_data()
train_images = (train_images.reshape(-1, *IMG_SHAPE).astype("float32") - 127.5) / 127.5
d_model = keras.Sequential([layers.Input(IMG_SHAPE), layers.Conv2D(64, 5, strides=2, padding="same"),
                            layers.LeakyReLU(0.2), layers.Conv2D(128, 5, strides=2, padding="same"),
                            layers.LeakyReLU(0.2), layers.Flatten(), layers.Dense(1)], name="discriminator")
g_model = keras.Sequential([layers.Input((NOISE_DIM,)), layers.Dense(7 * 7 * 128, use_bias=False),
                            layers.LeakyReLU(0.2), layers.Reshape((7, 7, 128)),
                            layers.Conv2DTranspose(64, 4, strides=2, padding="same"), layers.LeakyReLU(0.2),
                            layers.Conv2DTranspose(1, 4, strides=2, padding="same", activation="tanh")],
                           name="generator")
generator_optimizer = keras.optimizers.Adam(learning_rate=0.0002, beta_1=0.5, beta_2=0.9)
discriminator_optimizer = keras.optimizers.Adam(learning_rate=0.0002, beta_1=0.5, beta_2=0.9)
wgan = WGAN(discriminator=d_model, generator=g_model, latent_dim=NOISE_DIM)
wgan.compile(d_optimizer=discriminator_optimizer, g_optimizer=generator_optimizer,
             g_loss_fn=generator_loss, d_loss_fn=discriminator_loss)
wgan.fit(train_images, batch_size=BATCH_SIZE, epochs=20, callbacks=[GANMonitor(num_img=3, latent_dim=NOISE_DIM)])
