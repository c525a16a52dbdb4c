# source: https://github.com/solaris33/deep-learning-tensorflow-book-code/issues/8
# symptom: the Python int epoch is passed to the tf.function train_step from the fit() helper, so every epoch traces a new graph ("triggered tf.function retracing")
# expect: TFM007 50
# note: Keras layers come from a star import; the loop lives in a fit() helper called once at the bottom of the script
import time

import tensorflow as tf
from tensorflow.keras.layers import *

from pix2pix_utils import build_discriminator, generate_images, load_facades

OUTPUT_CHANNELS = 3
train_dataset, test_dataset = load_facades()


def build_generator():
    inputs = Input(shape=[256, 256, 3])
    x = Conv2D(64, 4, strides=2, padding="same")(inputs)
    x = LeakyReLU()(x)
    x = Conv2DTranspose(OUTPUT_CHANNELS, 4, strides=2, padding="same", activation="tanh")(x)
    return tf.keras.Model(inputs, x)


generator = build_generator()
discriminator = build_discriminator()
generator_optimizer = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
summary_writer = tf.summary.create_file_writer("logs")


@tf.function
def train_step(input_image, target, epoch):
    with tf.GradientTape() as tape:
        gen_output = generator(input_image, training=True)
        fake_logits = discriminator([input_image, gen_output], training=True)
        l1 = tf.reduce_mean(tf.abs(target - gen_output))
        gan = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(tf.ones_like(fake_logits), fake_logits))
        total = gan + 100 * l1
    grads = tape.gradient(total, generator.trainable_variables)
    generator_optimizer.apply_gradients(zip(grads, generator.trainable_variables))
    with summary_writer.as_default():
        tf.summary.scalar("gen_total_loss", total, step=epoch)


def fit(train_ds, epochs, test_ds):
    for epoch in range(epochs):
        start = time.time()
        for example_input, example_target in test_ds.take(1):
            generate_images(generator, example_input, example_target)
        for n, (input_image, target) in train_ds.enumerate():
            train_step(input_image, target, epoch)
        print(f"Time taken for epoch {epoch + 1} is {time.time() - start:.1f} sec")


fit(train_dataset, 150, test_dataset)
