# source: https://github.com/KerasKorea/KEKOxTutorial/issues/139
# symptom: review of a GAN tutorial: setting discriminator.trainable inside the training loop has no effect, because the flag is only read when a model is compiled
# note: look-alike: the discriminator and the stacked GAN are compiled once, before the loop; the loop only flips the trainable flag (a no-op after compile, as the thread explains) and calls train_on_batch and predict_on_batch on fixed-size batches, so nothing is recompiled or retraced per step
import numpy as np
from keras.datasets import mnist
from keras.layers import Dense, Input, LeakyReLU
from keras.models import Model, Sequential
from keras.optimizers import Adam

random_dim = 100
batch_size = 128


def build_generator():
    return Sequential([Input(shape=(random_dim,)), Dense(256), LeakyReLU(0.2), Dense(784, activation="tanh")])


def build_discriminator():
    d = Sequential([Input(shape=(784,)), Dense(256), LeakyReLU(0.2), Dense(1, activation="sigmoid")])
    d.compile(loss="binary_crossentropy", optimizer=Adam(2e-4, 0.5))
    return d


(x_train, _), _ = mnist.load_data()
x_train = (x_train.reshape(-1, 784).astype(np.float32) - 127.5) / 127.5
generator = build_generator()
discriminator = build_discriminator()
discriminator.trainable = False
gan_input = Input(shape=(random_dim,))
gan = Model(gan_input, discriminator(generator(gan_input)))
gan.compile(loss="binary_crossentropy", optimizer=Adam(2e-4, 0.5))

batch_count = x_train.shape[0] // batch_size
for epoch in range(1, 51):
    for _ in range(batch_count):
        noise = np.random.normal(0, 1, size=[batch_size, random_dim])
        image_batch = x_train[np.random.randint(0, x_train.shape[0], size=batch_size)]
        generated = generator.predict_on_batch(noise)
        X = np.concatenate([image_batch, generated])
        y_dis = np.zeros(2 * batch_size)
        y_dis[:batch_size] = 0.9
        discriminator.trainable = True
        discriminator.train_on_batch(X, y_dis)
        noise = np.random.normal(0, 1, size=[batch_size, random_dim])
        y_gen = np.ones(batch_size)
        discriminator.trainable = False
        gan.train_on_batch(noise, y_gen)
    print("epoch", epoch)
