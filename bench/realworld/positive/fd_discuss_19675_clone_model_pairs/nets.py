import tensorflow as tf
from tensorflow.keras.layers import LSTM, Dense, Input


def basic_lstm(timesteps, features):
    l0 = Input(shape=(timesteps, features))
    l1 = LSTM(32)(l0)
    l2 = Dense(32, activation="relu")(l1)
    l3 = Dense(1, activation="linear")(l2)
    return tf.keras.Model(l0, l3)
