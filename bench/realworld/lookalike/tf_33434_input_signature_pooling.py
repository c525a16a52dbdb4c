# source: https://github.com/tensorflow/tensorflow/issues/33434
# note: the reporter's own resolution ("Found input_signature to solve this"): the pooling tf.function declares None for the sentence length, so sentences of any length share one trace
import tensorflow as tf

embedding = tf.keras.layers.Embedding(30_000, 128)


@tf.function(input_signature=[tf.TensorSpec([None, 128], tf.float32), tf.TensorSpec([None], tf.bool)])
def masked_mean(token_vectors, mask):
    mask = tf.cast(mask, token_vectors.dtype)[..., None]
    return tf.reduce_sum(token_vectors * mask, axis=0) / tf.maximum(tf.reduce_sum(mask), 1.0)


def encode_corpus(tokenized_sentences):
    vectors = []
    for token_ids in tokenized_sentences:
        ids = tf.constant(token_ids)
        vectors.append(masked_mean(embedding(ids), ids > 0))
    return tf.stack(vectors)
