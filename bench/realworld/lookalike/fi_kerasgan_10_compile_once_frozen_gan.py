# source: https://github.com/osh/KerasGAN/issues/10
# note: the usual arrangement for this GAN (each model compiled once): the discriminator is compiled while trainable, then frozen, and the stacked GAN compiled once; the loop only calls train_on_batch and gets generator samples with predict_on_batch
import numpy as np
from keras.datasets import mnist
from keras.layers import Conv2D, Dense, Dropout, Flatten, Input, LeakyReLU, Reshape, UpSampling2D
from keras.models import Model
from keras.optimizers import Adam

(X_train, _), _ = mnist.load_data()
X_train = (X_train.astype("float32") / 255.0)[..., None]

g_input = Input(shape=[100])
H = Reshape([14, 14, 64])(Dense(64 * 14 * 14, activation="relu")(g_input))
g_out = Conv2D(1, 3, padding="same", activation="sigmoid")(UpSampling2D()(H))
generator = Model(g_input, g_out)

d_input = Input(shape=X_train.shape[1:])
H = Dropout(0.25)(LeakyReLU(0.2)(Conv2D(64, 5, strides=2, padding="same")(d_input)))
d_out = Dense(2, activation="softmax")(Flatten()(H))
discriminator = Model(d_input, d_out)
discriminator.compile(loss="categorical_crossentropy", optimizer=Adam(learning_rate=1e-3))

discriminator.trainable = False
gan_input = Input(shape=[100])
GAN = Model(gan_input, discriminator(generator(gan_input)))
GAN.compile(loss="categorical_crossentropy", optimizer=Adam(learning_rate=1e-4))


def train_for_n(nb_epoch=6000, batch_size=32):
    for e in range(nb_epoch):
        real = X_train[np.random.randint(0, X_train.shape[0], size=batch_size)]
        fake = generator.predict_on_batch(np.random.uniform(0, 1, size=[batch_size, 100]))
        y = np.zeros([2 * batch_size, 2])
        y[:batch_size, 1] = 1
        y[batch_size:, 0] = 1
        d_loss = discriminator.train_on_batch(np.concatenate((real, fake)), y)
        y2 = np.zeros([batch_size, 2])
        y2[:, 1] = 1
        g_loss = GAN.train_on_batch(np.random.uniform(0, 1, size=[batch_size, 100]), y2)
        if e % 500 == 0:
            print(e, d_loss, g_loss)


train_for_n()
