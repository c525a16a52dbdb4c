# source: https://github.com/sek788432/Waymo-2D-Object-Detection/issues/2
# note: the change the checker's report proposes: the tf.function is defined once at module level (with an input signature) and the outer helper, still called per batch, only calls it
import tensorflow as tf

NUM_HASH = 14
FEATURE_SIZE = 1024


@tf.function(input_signature=[tf.TensorSpec(shape=[None, None], dtype=tf.int64)])
def project_hashes(hashes):
    mod = tf.math.floormod(hashes, FEATURE_SIZE)
    return tf.reduce_sum(tf.one_hot(mod, FEATURE_SIZE)[:, :, :NUM_HASH], axis=-2)


def fused_project(ngrams):
    return project_hashes(tf.strings.to_hash_bucket_fast(ngrams, 2 ** 31 - 1))


def project_corpus(batches):
    return [fused_project(batch).numpy() for batch in batches]
