import tensorflow as tf


def build_rnnt(vocab_size, n_mels=80, units=320):
    feats = tf.keras.Input((None, n_mels), name="features")
    x = tf.keras.layers.LSTM(units, return_sequences=True)(feats)
    x = tf.keras.layers.LSTM(units, return_sequences=True)(x)
    logits = tf.keras.layers.Dense(vocab_size + 1)(x)
    return tf.keras.Model(feats, logits, name="rnnt_encoder")


def rnnt_loss(labels, logits, input_lengths, label_lengths):
    loss = tf.nn.ctc_loss(labels, logits, label_lengths, input_lengths,
                          logits_time_major=False, blank_index=-1)
    return tf.reduce_mean(loss)
