import tensorflow as tf

from .projection import fused_project

SEEDS = (11, 23, 37, 41, 53, 67, 79, 97)


def hash_ngrams(texts, n=3, buckets=1 << 16):
    chars = tf.strings.unicode_split(tf.strings.lower(texts), "UTF-8")
    grams = tf.strings.ngrams(chars, n, separator="")
    ids = tf.strings.to_hash_bucket_fast(grams, buckets).to_tensor(default_value=0)
    weights = tf.cast(ids > 0, tf.float32)
    return ids, weights


def projection_features(texts):
    ids, weights = hash_ngrams(texts)
    return tf.concat([fused_project(ids, weights, seed) for seed in SEEDS], axis=-1)
