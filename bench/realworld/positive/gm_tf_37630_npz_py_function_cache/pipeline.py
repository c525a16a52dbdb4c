"""Input pipeline: TFRecords holding npz-encoded images."""
import io

import numpy as np
import tensorflow as tf

FEATURES = {
    "image_npz": tf.io.FixedLenFeature([], tf.string),
    "label": tf.io.FixedLenFeature([], tf.int64),
}


def _decode_npz(raw):
    with np.load(io.BytesIO(raw.numpy())) as data:
        image = data["image"].astype(np.float32)
    return image / 255.0


def parse_record(serialized):
    parsed = tf.io.parse_single_example(serialized, FEATURES)
    image = tf.py_function(_decode_npz, [parsed["image_npz"]], tf.float32)
    image.set_shape([256, 256, 3])
    label = tf.one_hot(parsed["label"], 5)
    return image, label


def make_dataset(files, batch_size, training=True):
    ds = tf.data.TFRecordDataset(files, compression_type="GZIP")
    ds = ds.map(parse_record, num_parallel_calls=16)
    ds = ds.cache()
    if training:
        ds = ds.shuffle(2048)
    return ds.batch(batch_size).prefetch(2)
