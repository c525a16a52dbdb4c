import gc

import numpy as np
from tensorflow.keras.datasets import mnist

from gan import MnistGAN


def load_images():
    (x_train, _), (_, _) = mnist.load_data()
    return (x_train.astype("float32") / 127.5 - 1.0)[..., np.newaxis]


def main(epochs=30000, batch_size=64, log_every=200):
    images = load_images()
    gan = MnistGAN()
    for epoch in range(epochs):
        idx = np.random.randint(0, images.shape[0], batch_size)
        d_loss, g_loss = gan.train_step(images[idx])
        if epoch % log_every == 0:
            print("%d [D loss: %.4f, acc.: %.2f%%] [G loss: %.4f]" % (epoch, d_loss[0], 100 * d_loss[1], g_loss))
            gc.collect()


if __name__ == "__main__":
    main()
