# source: https://github.com/google-research/google-research/issues/1587
# note: correct: the fixed augmentation from the issue: whether to add noise and its sigma are drawn with tf.random inside the mapped function and both tf.cond branches return the images, so every element gets fresh randomness at run time; no NumPy randomness is traced into the map function
import tensorflow as tf


def random_gaussian_noise(images, probability, min_bound, max_bound):
    """Augments images by adding gaussian noise."""
    perform_gaussian_noise = tf.random.uniform([]) < probability

    def true_fn(images):
        sigma = tf.random.uniform([], minval=min_bound, maxval=max_bound, dtype=tf.float32)
        noise = tf.random.normal(tf.shape(input=images), stddev=sigma, dtype=tf.float32)
        return images + noise

    def false_fn(images):
        return images

    return tf.cond(perform_gaussian_noise, lambda: true_fn(images), lambda: false_fn(images))


def preprocess(example):
    image = tf.image.convert_image_dtype(example["image"], tf.float32)
    image = random_gaussian_noise(image, probability=0.5, min_bound=0.0, max_bound=0.05)
    return tf.clip_by_value(image, 0.0, 1.0), example["label"]


def make_dataset(records, batch_size=128):
    ds = tf.data.Dataset.from_tensor_slices(records)
    ds = ds.shuffle(10000).map(preprocess, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)
