# source: https://github.com/tensorflow/models/issues/10936
# note: the change suggested in the thread: the projection tf.function is defined once at module level with an input_signature and the seed passed as a tensor, so the loop over seeds reuses one trace
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.int64), tf.TensorSpec([None, None], tf.float32),
                              tf.TensorSpec([], tf.int64)])
def fused_project(hashes, weights, seed):
    planes = tf.random.stateless_uniform([80], seed=tf.stack([seed, 0]), minval=-1.0, maxval=1.0)
    signs = tf.sign(tf.cast(tf.bitwise.bitwise_and(hashes[..., None], 1), tf.float32) - 0.5)
    return tf.reduce_sum(weights[..., None] * signs * planes, axis=-2)


def sgnn_projection(texts, num_projections=4, ngram_size=3):
    tokens = tf.strings.unicode_split(texts, "UTF-8")
    hashes = tf.strings.to_hash_bucket_fast(tf.strings.ngrams(tokens, ngram_size, separator=""), 2**31 - 1).to_tensor()
    weights = tf.cast(hashes > 0, tf.float32)
    return tf.concat([fused_project(hashes, weights, tf.constant(seed, tf.int64)) for seed in range(num_projections)],
                     axis=-1)
