import tensorflow as tf


def build_classifier(n_classes=4, frag_len=2048):
    inp = tf.keras.Input((frag_len, 4))
    x = tf.keras.layers.Conv1D(128, 9, activation="relu")(inp)
    x = tf.keras.layers.GlobalMaxPooling1D()(x)
    return tf.keras.Model(inp, tf.keras.layers.Dense(n_classes)(x))
