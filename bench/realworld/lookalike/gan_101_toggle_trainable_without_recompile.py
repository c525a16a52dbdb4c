# source: https://github.com/mafda/generative_adversarial_networks_101/issues/4
# note: both models are compiled once before the loop; the loop only flips discriminator.trainable and calls train_on_batch and predict_on_batch
import numpy as np
from tensorflow.keras.layers import Dense, LeakyReLU
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam

latent_dim, batch_size, smooth = 100, 64, 0.1
generator = Sequential([Dense(256, input_dim=latent_dim), LeakyReLU(0.2), Dense(784, activation="tanh")])
discriminator = Sequential([Dense(256, input_dim=784), LeakyReLU(0.2), Dense(1, activation="sigmoid")])
discriminator.compile(optimizer=Adam(2e-4, 0.5), loss="binary_crossentropy")
discriminator.trainable = False
d_g = Sequential([generator, discriminator])
d_g.compile(optimizer=Adam(2e-4, 0.5), loss="binary_crossentropy")

X_train = np.load("mnist_flat.npy") / 127.5 - 1.0
real, fake = np.ones((batch_size, 1)), np.zeros((batch_size, 1))
for e in range(100):
    for i in range(len(X_train) // batch_size):
        discriminator.trainable = True
        X_batch = X_train[i * batch_size:(i + 1) * batch_size]
        d_loss_real = discriminator.train_on_batch(X_batch, real * (1 - smooth))
        z = np.random.normal(0, 1, size=(batch_size, latent_dim))
        d_loss_fake = discriminator.train_on_batch(generator.predict_on_batch(z), fake)
        discriminator.trainable = False
        d_g_loss = d_g.train_on_batch(z, real)
    print(e, 0.5 * (d_loss_real + d_loss_fake), d_g_loss)
