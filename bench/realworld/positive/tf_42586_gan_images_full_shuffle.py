# source: https://github.com/tensorflow/tensorflow/issues/42586
# symptom: resources exhausted (OOM) while the shuffle buffer fills, training a conditional GAN on about 14,000 images that are shuffled as a whole dataset
# expect: TFM011 21
# note: the image pairs are decoded and resized by a map before the shuffle, so the buffer holds every decoded pair; the buffer size is the number of image files
import tensorflow as tf

IMG_SIZE = 256


def load_pair(path):
    raw = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    pair = tf.image.resize(tf.cast(raw, tf.float32) / 127.5 - 1.0, (IMG_SIZE, IMG_SIZE * 2))
    return pair[:, :IMG_SIZE], pair[:, IMG_SIZE:]


def make_train_dataset(folder):
    image_files = tf.io.gfile.glob(folder + "/*.jpg")
    buffer_size = len(image_files)
    pairs = tf.data.Dataset.from_tensor_slices(image_files)
    pairs = pairs.map(load_pair, num_parallel_calls=tf.data.AUTOTUNE)
    return pairs.shuffle(buffer_size).batch(1)


def train(generator_step, epochs=200):
    dataset = make_train_dataset("maps/train")
    for epoch in range(epochs):
        for condition, target in dataset:
            generator_step(condition, target)
