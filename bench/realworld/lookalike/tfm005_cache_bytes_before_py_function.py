# source: https://www.tensorflow.org/guide/data_performance#caching
# note: resembles a leak: a Python decoding/augmentation step combined with an in-memory cache
# note: the guide's advice for expensive or random per-epoch work: cache the cheap, small raw bytes first and map the tf.py_function after the cache, so the cache never holds the Python function's outputs
import io

import numpy as np
import tensorflow as tf
from PIL import Image


def decode_and_jitter(raw):
    image = Image.open(io.BytesIO(raw.numpy())).convert("RGB").resize((224, 224))
    array = np.asarray(image, dtype=np.float32) / 255.0
    return np.clip(array + np.random.normal(0, 0.02, array.shape), 0, 1).astype(np.float32)


def make_dataset(paths, labels, batch_size=32):
    raw = tf.data.Dataset.from_tensor_slices(paths).map(tf.io.read_file).cache()
    ds = tf.data.Dataset.zip((raw, tf.data.Dataset.from_tensor_slices(labels)))
    ds = ds.map(lambda b, y: (tf.py_function(decode_and_jitter, [b], tf.float32), y),
                num_parallel_calls=tf.data.AUTOTUNE)
    return ds.shuffle(1000).batch(batch_size).prefetch(tf.data.AUTOTUNE)
