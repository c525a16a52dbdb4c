# source: https://github.com/Yasas1994/Jaeger/pull/30
# symptom: inference on large metagenomes runs the GPU out of memory: every batch's predictions are kept as GPU tensors until the end of the run
# expect: TFM012 23
# note: contig fragments stream from a tf.data pipeline; the per-batch logits tensors are collected in a list and concatenated only after the last batch
import numpy as np
import tensorflow as tf

FRAG_LEN = 2048


def fragment_dataset(path, batch_size=512):
    ds = tf.data.TextLineDataset(path)
    ds = ds.map(lambda s: tf.strings.substr(s, 0, FRAG_LEN))
    ds = ds.map(lambda s: tf.one_hot(tf.strings.unicode_decode(s, "UTF-8") % 4, 4))
    return ds.padded_batch(batch_size, padded_shapes=(FRAG_LEN, 4)).prefetch(tf.data.AUTOTUNE)


def predict_contigs(model_path, fasta_lines):
    model = tf.keras.models.load_model(model_path, compile=False)
    all_logits = []
    for batch in fragment_dataset(fasta_lines):
        logits = model(batch, training=False)
        all_logits.append(logits)
    probs = tf.nn.softmax(tf.concat(all_logits, axis=0))
    return np.asarray(probs)


if __name__ == "__main__":
    print(predict_contigs("models/jaeger_v2", "contigs.txt").shape)
