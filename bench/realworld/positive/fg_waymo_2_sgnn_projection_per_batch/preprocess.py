import tensorflow as tf

from sgnn import fused_project


def char_ngrams(texts, n=3):
    chars = tf.strings.unicode_split(texts, "UTF-8")
    return tf.strings.ngrams(chars, n, separator="").to_tensor(default_value="")


def project_corpus(lines, batch_size=256):
    features = []
    for start in range(0, len(lines), batch_size):
        batch = tf.constant(lines[start:start + batch_size])
        features.append(fused_project(char_ngrams(batch)).numpy())
    return features
