# source: https://discuss.tensorflow.org/t/tf-dataset-cache-path-still-uses-memory-despite-the-cache-file-path-is-given-in-tf2-5-2-8/8176
# note: the pipeline from the forum thread: the cache after the decode map is file-backed (cache(path)), the decode map is pure TensorFlow (no py_function), and the random mask is applied after the cache so it changes every epoch; the in-memory-cache-after-py_function pattern does not apply.
import os

import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
NUM_CLASSES = 14
SHUFFLE_BUFFER_SIZE = 2048


def generator(csv_path="labels.csv"):
    with open(csv_path) as f:
        next(f)
        for line in f:
            path, *labels = line.strip().split(",")
            yield path, [float(v) for v in labels]


def parse_function(path, label):
    image = tf.io.decode_png(tf.io.read_file(path), channels=1)
    image = tf.image.resize(image, (320, 320)) / 255.0
    return image, label


def apply_mask(image, label):
    mask = tf.cast(tf.random.uniform(tf.shape(image)) > 0.05, image.dtype)
    return image * mask, label


def make_dataset(cache_dir="/mnt/scratch/tfcache", batch_size=16):
    os.makedirs(cache_dir, exist_ok=True)
    ds = tf.data.Dataset.from_generator(
        generator, output_signature=(tf.TensorSpec((), tf.string), tf.TensorSpec((NUM_CLASSES,), tf.float32)))
    ds = ds.map(parse_function, num_parallel_calls=AUTOTUNE)
    ds = ds.cache(os.path.join(cache_dir, "train"))
    ds = ds.map(apply_mask, num_parallel_calls=AUTOTUNE)
    ds = ds.shuffle(SHUFFLE_BUFFER_SIZE)
    return ds.batch(batch_size).prefetch(AUTOTUNE)


if __name__ == "__main__":
    for images, labels in make_dataset().take(3):
        print(images.shape, labels.shape)
