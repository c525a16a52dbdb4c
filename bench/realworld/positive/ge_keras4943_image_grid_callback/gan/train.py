import numpy as np
from tensorflow import keras
from tensorflow.keras import layers

from gan.callbacks import ImageGridCallback

LATENT = 64


def build_generator():
    return keras.Sequential([
        layers.Dense(7 * 7 * 64, activation="relu", input_shape=(LATENT,)),
        layers.Reshape((7, 7, 64)),
        layers.Conv2DTranspose(32, 4, strides=2, padding="same", activation="relu"),
        layers.Conv2DTranspose(1, 4, strides=2, padding="same", activation="tanh"),
    ])


def build_discriminator():
    return keras.Sequential([
        layers.Conv2D(32, 4, strides=2, padding="same", input_shape=(28, 28, 1)),
        layers.LeakyReLU(0.2),
        layers.Flatten(),
        layers.Dense(1, activation="sigmoid"),
    ])


def main():
    (x, _), _ = keras.datasets.mnist.load_data()
    x = (x.astype("float32")[..., None] - 127.5) / 127.5
    generator = build_generator()
    discriminator = build_discriminator()
    discriminator.trainable = False
    z = keras.Input((LATENT,))
    combined = keras.Model(z, discriminator(generator(z)))
    combined.compile(optimizer=keras.optimizers.Adam(2e-4, 0.5), loss="binary_crossentropy")
    noise = np.random.normal(size=(len(x), LATENT))
    combined.fit(noise, np.ones((len(x), 1)), batch_size=128, epochs=300,
                 callbacks=[ImageGridCallback("samples", generator, LATENT)])


if __name__ == "__main__":
    main()
