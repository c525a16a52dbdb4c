import matplotlib.pyplot as plt
import tensorflow as tf

from models import Generator, Discriminator
from training_step import training_step

BATCH_SIZE = 256
EPOCHS = 300
OUTPUT_DIR = "img"

(train_images, _), _ = tf.keras.datasets.mnist.load_data()
train_images = (train_images.astype("float32") - 127.5) / 127.5
dataset = tf.data.Dataset.from_tensor_slices(train_images.reshape(-1, 784)).shuffle(60000).batch(BATCH_SIZE)

generator = Generator()
discriminator = Discriminator()
seed = generator.generate_noise(1, 100)

for epoch in range(EPOCHS):
    for batch in dataset:
        training_step(generator, discriminator, batch, batch_size=BATCH_SIZE, k=1)
    if epoch % 50 == 0:
        fake_image = tf.reshape(generator(seed), shape=(28, 28))
        plt.imsave("{}/{}.png".format(OUTPUT_DIR, epoch), fake_image, cmap="gray")
