import tensorflow as tf
from tensorflow.keras import layers


def _conv_stack(filters, dropout):
    return tf.keras.Sequential([
        tf.keras.Input((32, 32, 3)),
        layers.Conv2D(filters, 3, padding="same", activation="relu"),
        layers.Conv2D(filters, 3, activation="relu"),
        layers.MaxPooling2D(),
        layers.Dropout(dropout),
        layers.Conv2D(filters * 2, 3, padding="same", activation="relu"),
        layers.MaxPooling2D(),
        layers.Flatten(),
        layers.Dense(512, activation="relu"),
        layers.Dense(10, activation="softmax"),
    ])


def make_model(cfg):
    net = _conv_stack(cfg["filters"], cfg["dropout"])
    net.compile(optimizer=tf.keras.optimizers.RMSprop(cfg["lr"]), loss="categorical_crossentropy", metrics=["accuracy"])
    return net
