import tensorflow as tf


def _ngrams(tokens, ngram_size):
    padded = tf.concat([tf.fill([ngram_size - 1], "<s>"), tokens], axis=0)
    grams = [padded[i: tf.shape(padded)[0] - ngram_size + 1 + i] for i in range(ngram_size)]
    return tf.strings.reduce_join(tf.stack(grams, axis=1), axis=1, separator=" ")


def fused_project(texts, hash_seed, ngram_size, num_bits=128):
    tokens = tf.strings.split(texts)

    @tf.function
    def func(row, seed):
        grams = _ngrams(row, ngram_size)
        hashed = tf.strings.to_hash_bucket_fast(tf.strings.join([grams, tf.strings.as_string(seed)]), 2 ** 30)
        bits = tf.bitwise.right_shift(hashed[:, None], tf.range(num_bits, dtype=tf.int64) % 30) % 2
        return tf.reduce_mean(2.0 * tf.cast(bits, tf.float32) - 1.0, axis=0)

    return tf.map_fn(lambda row: func(row, hash_seed), tokens, fn_output_signature=tf.float32)


def sgnn_features(texts, hash_seeds, ngram_size=3):
    projections = []
    for seed in hash_seeds:
        projections.append(fused_project(texts, tf.constant(seed, dtype=tf.int64), ngram_size))
    return tf.concat(projections, axis=-1)
