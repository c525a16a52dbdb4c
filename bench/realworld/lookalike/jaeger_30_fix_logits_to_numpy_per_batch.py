# source: https://github.com/Yasas1994/Jaeger/pull/30
# symptom: none: each batch's logits are copied to host memory right after inference, so device memory stays at about one batch
# note: the PR's fix: accumulate NumPy arrays (logits.numpy()) and concatenate with NumPy at the end
import numpy as np
import tensorflow as tf

FRAG_LEN = 2048


def fragment_dataset(path, batch_size=512):
    ds = tf.data.TextLineDataset(path).map(lambda s: tf.strings.substr(s, 0, FRAG_LEN))
    ds = ds.map(lambda s: tf.one_hot(tf.strings.unicode_decode(s, "UTF-8") % 4, 4))
    return ds.padded_batch(batch_size, padded_shapes=(FRAG_LEN, 4)).prefetch(tf.data.AUTOTUNE)


def predict_contigs(model_path, fasta_lines):
    model = tf.keras.models.load_model(model_path, compile=False)
    all_logits = []
    for batch in fragment_dataset(fasta_lines):
        logits = model(batch, training=False)
        all_logits.append(logits.numpy())
    logits = np.concatenate(all_logits, axis=0)
    return np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
