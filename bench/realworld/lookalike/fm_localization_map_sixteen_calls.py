# source: https://github.com/https-deeplearning-ai/tensorflow-3-public/blob/HEAD/Course%203%20-%20Advance%20Computer%20Vision/W1/assignment/C3W1_Assignment.ipynb
# note: look-alike: the bird-localisation pipelines map a pure TensorFlow decoding function with num_parallel_calls=16 (well under the limit for graph-only parsers, no Python function inside) and prefetch(-1), i.e. AUTOTUNE
import tensorflow as tf
import tensorflow_datasets as tfds

BATCH_SIZE = 64


def read_image_tfds(image, bbox):
    image = tf.cast(image, tf.float32)
    shape = tf.shape(image)
    factor_x = tf.cast(shape[1], tf.float32)
    factor_y = tf.cast(shape[0], tf.float32)
    image = tf.image.resize(image, (224, 224)) / 127.5 - 1.0
    bbox = [bbox[0] / factor_x, bbox[1] / factor_y, bbox[2] / factor_x, bbox[3] / factor_y]
    return image, bbox


def get_training_dataset(dataset):
    dataset = dataset.map(read_image_tfds, num_parallel_calls=16)
    dataset = dataset.shuffle(512, reshuffle_each_iteration=True)
    dataset = dataset.repeat()
    dataset = dataset.batch(BATCH_SIZE)
    return dataset.prefetch(-1)


def get_validation_dataset(dataset):
    dataset = dataset.map(read_image_tfds, num_parallel_calls=16)
    return dataset.batch(BATCH_SIZE).repeat()


birds = tfds.load("caltech_birds2010", split="train", as_supervised=False)
pairs = birds.map(lambda d: (d["image"], d["bbox"]))
training_dataset = get_training_dataset(pairs)
validation_dataset = get_validation_dataset(tfds.load("caltech_birds2010", split="test").map(lambda d: (d["image"], d["bbox"])))
