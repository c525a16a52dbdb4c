# source: https://github.com/hrkhak/DCGAN_generate_sunflower/blob/HEAD/Loadandpreparethedataset.py
# note: a "perfect" shuffle sized to the dataset, but the dataset is a few hundred sunflower photos already held in one NumPy array; the buffer size comes from input_images.shape[0], not a huge literal, and the train step has a fixed input_signature.
from glob import glob

import numpy as np
import tensorflow as tf
from PIL import Image

DATASET_FOLDER = "sunflower/"
IMAGE_SIZE = 256
BATCH_SIZE = 16
NOISE_SIZE = 100

input_images = np.asarray([np.asarray(Image.open(f).resize((IMAGE_SIZE, IMAGE_SIZE)))
                           for f in glob(DATASET_FOLDER + "*")])
train_images = (input_images.reshape(-1, IMAGE_SIZE, IMAGE_SIZE, 3).astype("float32") - 127.5) / 127.5

BUFFER_SIZE = input_images.shape[0]
train_dataset = tf.data.Dataset.from_tensor_slices(train_images).shuffle(BUFFER_SIZE).batch(BATCH_SIZE)

generator = tf.keras.models.load_model("generator_init.keras")
discriminator = tf.keras.models.load_model("discriminator_init.keras")
g_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
d_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)


@tf.function(input_signature=[tf.TensorSpec([None, IMAGE_SIZE, IMAGE_SIZE, 3], tf.float32)])
def train_step(images):
    noise = tf.random.normal([tf.shape(images)[0], NOISE_SIZE])
    with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:
        fake = generator(noise, training=True)
        real_out = discriminator(images, training=True)
        fake_out = discriminator(fake, training=True)
        g_loss = bce(tf.ones_like(fake_out), fake_out)
        d_loss = bce(tf.ones_like(real_out), real_out) + bce(tf.zeros_like(fake_out), fake_out)
    g_opt.apply_gradients(zip(g_tape.gradient(g_loss, generator.trainable_variables), generator.trainable_variables))
    d_opt.apply_gradients(zip(d_tape.gradient(d_loss, discriminator.trainable_variables), discriminator.trainable_variables))
    return g_loss, d_loss


for epoch in range(300):
    for batch in train_dataset:
        g_loss, d_loss = train_step(batch)
    print(epoch, float(g_loss), float(d_loss))
