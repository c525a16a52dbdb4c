"""Write FLAGS.aug_copy augmented copies of the unlabeled split to a new tfrecord."""
import glob
import os
import random

import numpy as np
import tensorflow as tf
import tqdm
from absl import app, flags

from third_party.random_eraser_tf import random_erase

flags.DEFINE_string("aug_dataset", "", "Name of dataset to perform augmentation on.")
flags.DEFINE_integer("aug_copy", 1, "Number of augmented copies to make of the unlabeled data.")
FLAGS = flags.FLAGS
DATA_DIR = os.environ.get("ML_DATA", "./data")


def get_info(serialized_example):
    features = tf.io.parse_single_example(
        serialized_example,
        features={"image": tf.io.FixedLenFeature([], tf.string),
                  "label": tf.io.FixedLenFeature([], tf.int64)})
    return tf.cast(tf.image.decode_png(features["image"]), tf.float32), features["label"]


def write_records(images, labels, filename):
    with tf.io.TFRecordWriter(filename) as writer:
        for img, lab in tqdm.tqdm(zip(images, labels), total=len(images), desc="Building Records"):
            png = tf.image.encode_png(tf.cast(img, tf.uint8)).numpy()
            feat = {"image": tf.train.Feature(bytes_list=tf.train.BytesList(value=[png])),
                    "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(lab)]))}
            writer.write(tf.train.Example(features=tf.train.Features(feature=feat)).SerializeToString())


def main(argv):
    pattern = os.path.join(DATA_DIR, "SSL", FLAGS.aug_dataset + "-unlabel.tfrecord")
    filenames = sorted(glob.glob(pattern))
    if not filenames:
        raise ValueError("Dataset using " + pattern + " not found.")
    dataset = tf.data.TFRecordDataset(filenames)
    dataset = dataset.map(get_info, 4).repeat(FLAGS.aug_copy).map(random_erase, 4)

    images, labels = [], []
    for img, label in tqdm.tqdm(dataset.as_numpy_iterator(), desc="Performing cutout augmentation"):
        images.append(img)
        labels.append(label)

    pairs = list(zip(images, labels))
    random.seed(1)
    random.shuffle(pairs)
    out = pattern.replace(".tfrecord", "_aug%d.tfrecord" % FLAGS.aug_copy)
    write_records([p[0] for p in pairs], [p[1] for p in pairs], out)


if __name__ == "__main__":
    app.run(main)
