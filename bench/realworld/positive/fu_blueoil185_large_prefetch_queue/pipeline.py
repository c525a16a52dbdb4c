import glob
import os

import tensorflow as tf

FEATURES = {
    "image": tf.io.FixedLenFeature([], tf.string),
    "mask": tf.io.FixedLenFeature([], tf.string),
}


def _parse(record, image_size):
    ex = tf.io.parse_single_example(record, FEATURES)
    image = tf.image.decode_png(ex["image"], channels=3)
    mask = tf.image.decode_png(ex["mask"], channels=1)
    image = tf.image.resize(image, image_size) / 255.0
    mask = tf.image.resize(mask, image_size, method="nearest")
    return image, tf.cast(mask[..., 0], tf.int32)


def build_train_dataset(cfg):
    files = sorted(glob.glob(os.path.join(cfg.data_dir, "train-*.tfrecord")))
    ds = tf.data.TFRecordDataset(files, num_parallel_reads=4)
    ds = ds.shuffle(2048)
    ds = ds.map(lambda r: _parse(r, cfg.image_size), num_parallel_calls=cfg.workers)
    ds = ds.batch(cfg.batch_size, drop_remainder=True)
    ds = ds.prefetch(200)
    return ds


def build_val_dataset(cfg):
    files = sorted(glob.glob(os.path.join(cfg.data_dir, "val-*.tfrecord")))
    ds = tf.data.TFRecordDataset(files)
    ds = ds.map(lambda r: _parse(r, cfg.image_size), num_parallel_calls=cfg.workers)
    return ds.batch(cfg.batch_size).prefetch(2)
