# source: https://github.com/tensorflow/docs/pull/1097
# note: the split proposed in that PR for the segmentation tutorial: decode and resize, cache, and only then apply the random flip in a separate map, so the augmentation is not frozen into the cache
import tensorflow as tf
import tensorflow_datasets as tfds

dataset, info = tfds.load("oxford_iiit_pet:3.*.*", with_info=True)
BATCH_SIZE = 64
BUFFER_SIZE = 1000


def load_resize(datapoint):
    image = tf.image.resize(datapoint["image"], (128, 128)) / 255.0
    mask = tf.image.resize(datapoint["segmentation_mask"], (128, 128), method="nearest") - 1
    return image, mask


def random_flip(image, mask):
    if tf.random.uniform(()) > 0.5:
        image = tf.image.flip_left_right(image)
        mask = tf.image.flip_left_right(mask)
    return image, mask


train = dataset["train"].map(load_resize, num_parallel_calls=tf.data.AUTOTUNE)
train = train.cache()
train_dataset = train.map(random_flip).shuffle(BUFFER_SIZE).batch(BATCH_SIZE).repeat()
train_dataset = train_dataset.prefetch(buffer_size=tf.data.AUTOTUNE)
