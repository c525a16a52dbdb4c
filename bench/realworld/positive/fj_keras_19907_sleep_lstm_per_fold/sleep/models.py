from keras.layers import LSTM, Dense, Dropout, Input
from keras.models import Sequential

from sleep.config import ProjectConfig


def create_lstm1(number_inputs, window_size):
    model = Sequential()
    model.add(Input(shape=(window_size, number_inputs)))
    model.add(LSTM(units=50, return_sequences=True))
    model.add(Dropout(0.2))
    model.add(LSTM(units=100, return_sequences=False))
    model.add(Dropout(0.2))
    model.add(Dense(units=ProjectConfig.n_phases, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer="rmsprop", metrics=["accuracy"])
    return model
