import tensorflow as tf


class PeptideRegressor(tf.keras.Model):
    def __init__(self, n_filters=64, n_hidden=128, dropout=0.3):
        super().__init__()
        self.conv1 = tf.keras.layers.Conv1D(n_filters, 5, padding="same", activation="relu")
        self.conv2 = tf.keras.layers.Conv1D(n_filters, 3, padding="same", activation="relu")
        self.pool = tf.keras.layers.GlobalMaxPooling1D()
        self.dense = tf.keras.layers.Dense(n_hidden, activation="relu")
        self.drop = tf.keras.layers.Dropout(dropout)
        self.out = tf.keras.layers.Dense(1)

    def call(self, x, training=False):
        x = self.conv1(x)
        x = self.conv2(x)
        x = self.pool(x)
        x = self.drop(self.dense(x), training=training)
        return self.out(x)

    def get_config(self):
        return {"n_filters": self.conv1.filters, "n_hidden": self.dense.units,
                "dropout": self.drop.rate}
