# source: https://github.com/osh/KerasGAN/issues/1
# note: the thread asks whether setting discriminator.trainable without recompiling has any effect; Keras applies the trainable flag when a model is compiled, so the arrangement used here compiles the discriminator (trainable) and the stacked GAN (discriminator frozen) once, before the loop, and the loop only calls train_on_batch, with generator samples from predict_on_batch; nothing is compiled or built per step
import numpy as np
from tensorflow import keras
from tensorflow.keras import layers

latent_dim = 100
(x_train, _), _ = keras.datasets.mnist.load_data()
x_train = (x_train.astype("float32") - 127.5) / 127.5
x_train = x_train[..., np.newaxis]

generator = keras.Sequential([
    layers.Input((latent_dim,)),
    layers.Dense(7 * 7 * 128), layers.LeakyReLU(0.2), layers.Reshape((7, 7, 128)),
    layers.Conv2DTranspose(64, 4, strides=2, padding="same"), layers.LeakyReLU(0.2),
    layers.Conv2DTranspose(1, 4, strides=2, padding="same", activation="tanh"),
])
discriminator = keras.Sequential([
    layers.Input((28, 28, 1)),
    layers.Conv2D(64, 3, strides=2, padding="same"), layers.LeakyReLU(0.2),
    layers.Conv2D(128, 3, strides=2, padding="same"), layers.LeakyReLU(0.2),
    layers.Flatten(), layers.Dense(1, activation="sigmoid"),
])
discriminator.compile(optimizer=keras.optimizers.Adam(2e-4, 0.5), loss="binary_crossentropy")
discriminator.trainable = False
gan = keras.Sequential([generator, discriminator])
gan.compile(optimizer=keras.optimizers.Adam(2e-4, 0.5), loss="binary_crossentropy")

batch = 64
for step in range(10000):
    real = x_train[np.random.randint(0, len(x_train), batch)]
    noise = np.random.normal(size=(batch, latent_dim)).astype("float32")
    fake = generator.predict_on_batch(noise)
    d_loss = discriminator.train_on_batch(np.concatenate([real, fake]),
                                          np.concatenate([np.ones((batch, 1)), np.zeros((batch, 1))]))
    g_loss = gan.train_on_batch(noise, np.ones((batch, 1)))
    if step % 500 == 0:
        print(f"step {step}: d_loss {float(d_loss):.3f} g_loss {float(g_loss):.3f}")
generator.save("generator.keras")
