# source: https://github.com/keras-team/keras/issues/6457
# symptom: compile time and memory grow with every successive compile while a GAN alternately freezes and unfreezes its discriminator
# expect: TFM013 18
# expect: TFM013 19
# note: the GAN loop calls a helper that toggles `trainable` and recompiles both models on every iteration; the models are built once, before the loop
import numpy as np
from tensorflow import keras


def set_trainable(net, value):
    net.trainable = value
    for layer in net.layers:
        layer.trainable = value


def freeze_and_recompile(discriminator, gan, frozen):
    set_trainable(discriminator, not frozen)
    discriminator.compile(optimizer=keras.optimizers.Adam(2e-4), loss="binary_crossentropy")
    gan.compile(optimizer=keras.optimizers.Adam(2e-4), loss="binary_crossentropy")


generator = keras.Sequential([keras.Input((100,)), keras.layers.Dense(784, activation="tanh")])
discriminator = keras.Sequential([keras.Input((784,)), keras.layers.Dense(1, activation="sigmoid")])
noise_in = keras.Input((100,))
gan = keras.Model(noise_in, discriminator(generator(noise_in)))
images = np.load("mnist_flat.npy")
for step in range(20000):
    noise = np.random.normal(size=(64, 100))
    real = images[np.random.randint(0, len(images), 64)]
    freeze_and_recompile(discriminator, gan, frozen=False)
    discriminator.train_on_batch(np.concatenate([real, generator.predict(noise, verbose=0)]), np.r_[np.ones(64), np.zeros(64)])
    freeze_and_recompile(discriminator, gan, frozen=True)
    gan.train_on_batch(noise, np.ones(64))
