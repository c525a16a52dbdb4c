"""Wraps the sequence model behind a single signature-fixed entry point."""
import tensorflow as tf

MODEL = tf.keras.models.load_model("export/seq_model.keras", compile=False)


@tf.function(input_signature=[tf.TensorSpec(shape=[None, None], dtype=tf.int32),
                              tf.TensorSpec(shape=[None], dtype=tf.int32)])
def score_tokens(token_ids, lengths):
    mask = tf.sequence_mask(lengths, maxlen=tf.shape(token_ids)[1])
    logits = MODEL(token_ids, training=False)
    probs = tf.nn.softmax(logits, axis=-1)
    return tf.reduce_sum(tf.reduce_max(probs, axis=-1) * tf.cast(mask, probs.dtype), axis=1)


def encode(texts, vocab, unk=1):
    ids = [[vocab.get(tok, unk) for tok in t.lower().split()] for t in texts]
    width = max(len(x) for x in ids)
    padded = [x + [0] * (width - len(x)) for x in ids]
    return tf.constant(padded, tf.int32), tf.constant([len(x) for x in ids], tf.int32)
