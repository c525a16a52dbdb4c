# source: https://github.com/jasperjumelet/image_recognition-histographic-cancer_dataset/blob/HEAD/example_pipeline.py
# note: the shuffle buffer is the number of files, but the elements shuffled are (filename, label) pairs from from_tensor_slices; the images are decoded after the shuffle, so the buffer holds strings
import glob

import tensorflow as tf

filenames = sorted(glob.glob("train/*.tif"))
labels = [int("_1" in f) for f in filenames]
batch_size = 64


def parse_function(filename, label):
    image_string = tf.io.read_file(filename)
    image = tf.image.decode_png(image_string, channels=3)
    image = tf.image.convert_image_dtype(image, tf.float32)
    return tf.image.resize(image, [64, 64]), label


def train_preprocess(image, label):
    image = tf.image.random_flip_left_right(image)
    image = tf.image.random_brightness(image, max_delta=32.0 / 255.0)
    image = tf.image.random_saturation(image, lower=0.5, upper=1.5)
    return tf.clip_by_value(image, 0.0, 1.0), label


dataset = tf.data.Dataset.from_tensor_slices((filenames, labels))
dataset = dataset.shuffle(len(filenames))
dataset = dataset.map(parse_function, num_parallel_calls=4)
dataset = dataset.map(train_preprocess, num_parallel_calls=4)
dataset = dataset.batch(batch_size)
dataset = dataset.prefetch(1)
