"""Locality-sensitive projection of hashed n-gram features (SGNN style)."""
import tensorflow as tf

HASH_BUCKETS = 1 << 16


def fused_project(ngram_ids, ngram_weights, seed, projection_dim=80):
    """Project sparse n-gram ids to `projection_dim` bits with a seeded random hyperplane."""
    hyperplanes = tf.random.stateless_normal((HASH_BUCKETS, projection_dim), seed=[seed, 17])

    @tf.function
    def project(ids, weights):
        rows = tf.gather(hyperplanes, ids)
        summed = tf.reduce_sum(rows * weights[..., tf.newaxis], axis=1)
        return tf.cast(summed > 0, tf.float32)

    return project(ngram_ids, ngram_weights)
