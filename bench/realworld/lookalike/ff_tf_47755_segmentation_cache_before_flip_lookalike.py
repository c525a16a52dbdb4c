# source: https://github.com/tensorflow/tensorflow/issues/47755
# note: look-alike, the split the issue asks for: the segmentation tutorial cached its randomly flipped images, so the flip was frozen after the first epoch; here the deterministic load-and-resize map runs before an in-memory cache() and the random flip is a separate map after it; every map uses TensorFlow ops only (no py_function), shuffle uses a 1,000-element buffer and prefetch is AUTOTUNE
import tensorflow as tf
import tensorflow_datasets as tfds

BATCH_SIZE = 64
BUFFER_SIZE = 1000
AUTOTUNE = tf.data.AUTOTUNE

dataset, info = tfds.load("oxford_iiit_pet:3.*.*", with_info=True)


def normalize(input_image, input_mask):
    return tf.cast(input_image, tf.float32) / 255.0, input_mask - 1


def load_resize(datapoint):
    input_image = tf.image.resize(datapoint["image"], (128, 128))
    input_mask = tf.image.resize(datapoint["segmentation_mask"], (128, 128), method="nearest")
    return normalize(input_image, input_mask)


def random_flip(input_image, input_mask):
    if tf.random.uniform(()) > 0.5:
        input_image = tf.image.flip_left_right(input_image)
        input_mask = tf.image.flip_left_right(input_mask)
    return input_image, input_mask


train = dataset["train"].map(load_resize, num_parallel_calls=AUTOTUNE)
train = train.cache()
train_dataset = (train.map(random_flip, num_parallel_calls=AUTOTUNE)
                 .shuffle(BUFFER_SIZE)
                 .batch(BATCH_SIZE)
                 .repeat()
                 .prefetch(buffer_size=AUTOTUNE))
test_dataset = dataset["test"].map(load_resize).batch(BATCH_SIZE)
