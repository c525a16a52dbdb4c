# source: https://github.com/tensorflow/tensorflow/issues/32954
# symptom: Keras 2.2.4 on TensorFlow 2.0 leaks memory in a GAN loop that calls fit() for every epoch; after a few epochs the process crashes out of memory (clear_session only slowed it)
# expect: TFM008 44
# note: the loop draws multivariate-normal noise (as in the thread's follow-up), generates images with generator.predict and fits the discriminator and the stacked model with fit(epochs=1)
import numpy as np
from keras.layers import Conv2D, Conv2DTranspose, Dense, Flatten, Input, LeakyReLU, Reshape
from keras.models import Model, Sequential
from keras.optimizers import Adam

LATENT = 400
BATCH = 16


def make_generator():
    return Sequential([
        Dense(16 * 16 * 128, input_dim=LATENT), LeakyReLU(0.2), Reshape((16, 16, 128)),
        Conv2DTranspose(64, 4, strides=2, padding="same"), LeakyReLU(0.2),
        Conv2DTranspose(32, 4, strides=2, padding="same"), LeakyReLU(0.2),
        Conv2DTranspose(3, 4, strides=2, padding="same", activation="tanh"),
    ])


def make_discriminator():
    model = Sequential([
        Conv2D(32, 4, strides=2, padding="same", input_shape=(128, 128, 3)), LeakyReLU(0.2),
        Conv2D(64, 4, strides=2, padding="same"), LeakyReLU(0.2),
        Flatten(), Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer=Adam(2e-4, 0.5), loss="binary_crossentropy")
    return model


generator = make_generator()
discriminator = make_discriminator()
discriminator.trainable = False
z = Input((LATENT,))
gan = Model(z, discriminator(generator(z)))
gan.compile(optimizer=Adam(2e-4, 0.5), loss="binary_crossentropy")

images = np.load("faces_128.npy").astype("float32") / 127.5 - 1.0

for epoch in range(5000):
    noise = np.random.multivariate_normal(np.zeros(LATENT), np.eye(LATENT) * LATENT / np.sqrt(LATENT), BATCH)
    fake = generator.predict(noise)
    real = images[np.random.randint(0, len(images), BATCH)]
    discriminator.fit(np.concatenate([real, fake]), np.concatenate([np.ones(BATCH), np.zeros(BATCH)]), epochs=1, verbose=0)
    gan.fit(noise, np.ones(BATCH), epochs=1, verbose=0)
    if epoch % 100 == 0:
        print("epoch", epoch)
