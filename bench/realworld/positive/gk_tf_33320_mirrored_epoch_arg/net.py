import tensorflow as tf
from tensorflow.keras import layers


def build_crnn(num_classes):
    inp = layers.Input(shape=(32, 256, 1))
    x = inp
    for filters in (64, 128, 256):
        x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
        x = layers.MaxPooling2D((2, 2))(x)
    x = layers.Permute((2, 1, 3))(x)
    x = layers.Reshape((32, -1))(x)
    x = layers.Bidirectional(layers.LSTM(128, return_sequences=True))(x)
    out = layers.Dense(num_classes + 1)(x)
    return tf.keras.Model(inp, out)


def ctc_loss(labels, logits, label_len, smoothing, global_batch):
    logit_len = tf.fill([tf.shape(logits)[0]], tf.shape(logits)[1])
    per_example = tf.nn.ctc_loss(labels, logits, label_len, logit_len,
                                 logits_time_major=False, blank_index=-1)
    per_example = per_example * (1.0 - smoothing)
    return tf.nn.compute_average_loss(per_example, global_batch_size=global_batch)
