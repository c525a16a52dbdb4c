# source: https://github.com/tensorflow/tensorflow/issues/33434
# symptom: a tf.function called with tensors whose shape changes traces a new graph for every new shape ("creates a new graph every single time"); the reporter fixed it with input_signature
# expect: TFM001 10
# note: the report's function is a plain tf.function over two tensors; here it pools token embeddings of sentences of different lengths, one sentence per call
import tensorflow as tf

embedding = tf.keras.layers.Embedding(30_000, 128)


@tf.function
def masked_mean(token_vectors, mask):
    mask = tf.cast(mask, token_vectors.dtype)[..., None]
    return tf.reduce_sum(token_vectors * mask, axis=0) / tf.maximum(tf.reduce_sum(mask), 1.0)


def encode_corpus(tokenized_sentences):
    vectors = []
    for token_ids in tokenized_sentences:
        ids = tf.constant(token_ids)
        vectors.append(masked_mean(embedding(ids), ids > 0))
    return tf.stack(vectors)
