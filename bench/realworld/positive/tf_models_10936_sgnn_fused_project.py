# source: https://github.com/tensorflow/models/issues/10936
# symptom: fused_project() is called once per projection in a loop and defines the tf.function func inside, so every call creates and traces a new graph ("triggered tf.function retracing")
# expect: TFM006 11
# note: self-governing neural network (SGNN) text projection; the projections are stacked per hash seed in sgnn_projection()
import tensorflow as tf


def fused_project(ngram_hashes, ngram_weights, seed, dim):
    """Projects hashed n-grams onto `dim` random hyperplanes with the given seed."""

    @tf.function
    def func(hashes, weights):
        planes = tf.random.stateless_uniform([dim], seed=[seed, 0], minval=-1.0, maxval=1.0)
        signs = tf.sign(tf.cast(tf.bitwise.bitwise_and(hashes[..., None], 1), tf.float32) - 0.5)
        return tf.reduce_sum(weights[..., None] * signs * planes, axis=-2)

    return func(ngram_hashes, ngram_weights)


def sgnn_projection(texts, num_projections=4, dim=80, ngram_size=3):
    tokens = tf.strings.unicode_split(texts, "UTF-8")
    ngrams = tf.strings.ngrams(tokens, ngram_size, separator="")
    hashes = tf.strings.to_hash_bucket_fast(ngrams, 2**31 - 1).to_tensor()
    weights = tf.cast(hashes > 0, tf.float32)
    projections = []
    for seed in range(num_projections):
        projections.append(fused_project(hashes, weights, seed, dim))
    return tf.concat(projections, axis=-1)


class SGNNClassifier(tf.keras.Model):
    def __init__(self, num_classes):
        super().__init__()
        self.hidden = tf.keras.layers.Dense(256, activation="relu")
        self.out = tf.keras.layers.Dense(num_classes)

    def call(self, texts):
        return self.out(self.hidden(sgnn_projection(texts)))
