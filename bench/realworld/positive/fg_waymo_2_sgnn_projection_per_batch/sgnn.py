import tensorflow as tf


def sgnn_projection(hashes, num_hash, feature_size):
    mod = tf.math.floormod(hashes, feature_size)
    return tf.one_hot(mod, feature_size)[:, :num_hash]


def fused_project(ngrams, num_hash=14, feature_size=1024):
    hashed = tf.strings.to_hash_bucket_fast(ngrams, 2 ** 31 - 1)

    @tf.function
    def func(hashes):
        return tf.reduce_sum(sgnn_projection(hashes, num_hash, feature_size), axis=-2)

    return func(hashed)
