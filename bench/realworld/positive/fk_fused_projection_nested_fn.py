# source: https://github.com/zaidtahirbutt/Situation-Coverage-based-AV-Testing-Framework-in-CARLA/issues/2
# symptom: static checker report (retracing warning risk): fused_project() is called repeatedly in a loop, but it defines and calls a @tf.function inside itself, so every call creates and traces a new graph
# expect: TFM006 18
# note: own version of the sequence-projection helper from the vendored seq_flow_lite sgnn model: the hashing/projection step is wrapped in a tf.function defined inside the helper, and the encoder calls the helper once per n-gram order for every batch
import tensorflow as tf

NGRAM_ORDERS = (1, 2, 3)


def char_ngrams(texts, order):
    chars = tf.strings.unicode_split(texts, "UTF-8")
    return tf.strings.ngrams(chars, order, separator="")


def fused_project(ngrams, projection, num_buckets):
    """Hashes the n-grams of every text into buckets and projects the bucket counts."""

    @tf.function
    def _hash_and_project(tokens):
        buckets = tf.strings.to_hash_bucket_fast(tokens, num_buckets)
        counts = tf.math.bincount(tf.cast(buckets, tf.int32), minlength=num_buckets,
                                  maxlength=num_buckets, axis=-1, dtype=tf.float32)
        return tf.matmul(tf.math.log1p(counts), projection)

    return _hash_and_project(ngrams)


class ProjectionEncoder:
    def __init__(self, num_buckets=4096, dim=128, seed=7):
        init = tf.random.stateless_normal((num_buckets, dim), seed=(seed, 0))
        self.projection = tf.Variable(init, trainable=False)
        self.num_buckets = num_buckets

    def encode(self, texts):
        parts = []
        for order in NGRAM_ORDERS:
            grams = char_ngrams(texts, order)
            parts.append(fused_project(grams, self.projection, self.num_buckets))
        return tf.concat(parts, axis=-1)


def encode_corpus(lines, batch_size=256):
    encoder = ProjectionEncoder()
    features = []
    for start in range(0, len(lines), batch_size):
        batch = tf.constant(lines[start:start + batch_size])
        features.append(encoder.encode(batch).numpy())
    return features
