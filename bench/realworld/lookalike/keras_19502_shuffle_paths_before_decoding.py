# source: https://github.com/keras-team/keras/issues/19502
# note: resembles a leak: a shuffle buffer as large as the number of images
# note: the fix the maintainer describes in the thread: shuffle the file paths inside the tf.data pipeline, before the images are decoded, so the buffer holds path strings (slices of an in-memory list), not 12-megapixel images
import tensorflow as tf


def load(path, label):
    image = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    return tf.image.random_crop(image, (512, 512, 3)), label


def image_dataset(paths, labels, batch_size=8):
    pairs = tf.data.Dataset.from_tensor_slices((paths, labels))
    pairs = pairs.shuffle(buffer_size=len(paths), reshuffle_each_iteration=True)
    images = pairs.map(load, num_parallel_calls=tf.data.AUTOTUNE)
    return images.batch(batch_size).prefetch(tf.data.AUTOTUNE)
