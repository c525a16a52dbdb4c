# source: https://github.com/osh/KerasGAN/issues/10
# symptom: after making make_trainable() recompile the discriminator (because setting .trainable alone had no effect), the program consumes more GPU memory in every iteration until an OOM error
# expect: TFM013 37
# expect: TFM008 51
# note: MNIST GAN notebook training loop; make_trainable toggles the discriminator and recompiles it twice per iteration, and the generator's samples come from generator.predict in the same loop
import numpy as np
from keras.datasets import mnist
from keras.layers import (Activation, BatchNormalization, Conv2D, Dense, Dropout, Flatten, Input, LeakyReLU,
                          Reshape, UpSampling2D)
from keras.models import Model
from keras.optimizers import Adam

(X_train, _), _ = mnist.load_data()
X_train = (X_train.astype("float32") / 255.0)[..., None]
shp = X_train.shape[1:]
opt, dopt = Adam(learning_rate=1e-4), Adam(learning_rate=1e-3)

g_input = Input(shape=[100])
H = Reshape([14, 14, 200])(Activation("relu")(BatchNormalization()(Dense(200 * 14 * 14)(g_input))))
H = Activation("relu")(BatchNormalization()(Conv2D(100, 3, padding="same")(UpSampling2D()(H))))
g_V = Activation("sigmoid")(Conv2D(1, 1, padding="same")(H))
generator = Model(g_input, g_V)
generator.compile(loss="binary_crossentropy", optimizer=opt)

d_input = Input(shape=shp)
H = Dropout(0.25)(LeakyReLU(0.2)(Conv2D(256, 5, strides=2, padding="same")(d_input)))
H = Dropout(0.25)(LeakyReLU(0.2)(Conv2D(512, 5, strides=2, padding="same")(H)))
d_V = Dense(2, activation="softmax")(Dropout(0.25)(LeakyReLU(0.2)(Dense(256)(Flatten()(H)))))
discriminator = Model(d_input, d_V)
discriminator.compile(loss="categorical_crossentropy", optimizer=dopt)


def make_trainable(net, val):
    net.trainable = val
    for layer in net.layers:
        layer.trainable = val
    net.compile(loss="categorical_crossentropy", optimizer=dopt)


make_trainable(discriminator, False)
gan_input = Input(shape=[100])
GAN = Model(gan_input, discriminator(generator(gan_input)))
GAN.compile(loss="categorical_crossentropy", optimizer=opt)


def train_for_n(nb_epoch=5000, BATCH_SIZE=32):
    losses = {"d": [], "g": []}
    for e in range(nb_epoch):
        image_batch = X_train[np.random.randint(0, X_train.shape[0], size=BATCH_SIZE)]
        noise_gen = np.random.uniform(0, 1, size=[BATCH_SIZE, 100])
        generated_images = generator.predict(noise_gen)
        X = np.concatenate((image_batch, generated_images))
        y = np.zeros([2 * BATCH_SIZE, 2])
        y[0:BATCH_SIZE, 1] = 1
        y[BATCH_SIZE:, 0] = 1
        make_trainable(discriminator, True)
        losses["d"].append(discriminator.train_on_batch(X, y))
        noise_tr = np.random.uniform(0, 1, size=[BATCH_SIZE, 100])
        y2 = np.zeros([BATCH_SIZE, 2])
        y2[:, 1] = 1
        make_trainable(discriminator, False)
        losses["g"].append(GAN.train_on_batch(noise_tr, y2))
    return losses


train_for_n(nb_epoch=6000, BATCH_SIZE=32)
