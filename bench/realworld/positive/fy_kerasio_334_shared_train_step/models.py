import tensorflow as tf


def build_mlp(hidden, dropout):
    return tf.keras.Sequential([
        tf.keras.layers.Flatten(input_shape=(28, 28)),
        tf.keras.layers.Dense(hidden, activation="relu"),
        tf.keras.layers.Dropout(dropout),
        tf.keras.layers.Dense(10),
    ])


OPTIMIZERS = {
    "adam": tf.keras.optimizers.Adam,
    "sgd": tf.keras.optimizers.SGD,
    "rmsprop": tf.keras.optimizers.RMSprop,
}
