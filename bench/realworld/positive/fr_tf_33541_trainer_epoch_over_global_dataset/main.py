import tensorflow as tf

from tabular.trainer import Trainer

if __name__ == "__main__":
    model = tf.keras.Sequential([
        tf.keras.layers.Dense(128, activation="relu"),
        tf.keras.layers.Dropout(0.2),
        tf.keras.layers.Dense(64, activation="relu"),
        tf.keras.layers.Dense(1),
    ])
    Trainer(model).fit(epochs=50)
