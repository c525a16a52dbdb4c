import tensorflow as tf


def build_ctr_model():
    inp = tf.keras.Input(shape=(13,))
    x = tf.keras.layers.BatchNormalization()(inp)
    for units in (256, 128, 64):
        x = tf.keras.layers.Dense(units, activation="relu")(x)
    out = tf.keras.layers.Dense(1)(x)
    return tf.keras.Model(inp, out)
