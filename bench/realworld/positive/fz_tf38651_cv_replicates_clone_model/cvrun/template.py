import tensorflow as tf


def make_template(n_features, n_outputs, width=256):
    inputs = tf.keras.Input(shape=(n_features,))
    x = tf.keras.layers.Dense(width, activation="relu")(inputs)
    x = tf.keras.layers.BatchNormalization()(x)
    x = tf.keras.layers.Dense(width, activation="relu")(x)
    outputs = tf.keras.layers.Dense(n_outputs)(x)
    return tf.keras.Model(inputs, outputs, name="template")
