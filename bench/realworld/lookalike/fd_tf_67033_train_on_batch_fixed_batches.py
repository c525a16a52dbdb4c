# source: https://github.com/tensorflow/tensorflow/issues/67033
# symptom: with TensorFlow 2.16.1, train_on_batch triggers retracing warnings after 5-6 calls and runs about 100 times slower than with 2.15.1, although every batch has the same shape
# note: look-alike: the training loop calls train_on_batch with arrays of one fixed shape (fixed batch count, frame length and feature size) and no Python numbers; the slowdown in the thread came from the Keras 3 / TF 2.16 implementation of train_on_batch, not from anything this code varies per call
import numpy as np
from tensorflow import keras
from tensorflow.keras.layers import LSTM, Dense


class TrnSizes:
    fm_length = 256
    fm_step = 128
    lstm_cells = 20
    features = 14
    batches = 250
    time_step = 1


def build_model(s: TrnSizes):
    model = keras.Sequential(
        [
            keras.layers.Input(shape=(s.time_step, s.features)),
            LSTM(s.lstm_cells),
            Dense(16, activation="relu"),
            Dense(8, activation="relu"),
            Dense(1, activation="sigmoid"),
        ]
    )
    model.compile(optimizer="adam", loss="binary_crossentropy")
    return model


def features_of(frames, s: TrnSizes):
    spectrum = np.abs(np.fft.rfft(frames, axis=-1))[..., : s.features]
    return np.log1p(spectrum).reshape(s.batches, s.time_step, s.features).astype(np.float32)


if __name__ == "__main__":
    s = TrnSizes()
    model = build_model(s)
    rng = np.random.default_rng(0)
    for it in range(2000):
        frames = rng.normal(size=(s.batches, s.fm_length))
        labels = (rng.random(size=(s.batches, 1)) > 0.5).astype(np.float32)
        loss = model.train_on_batch(features_of(frames, s), labels)
        if it % 100 == 0:
            print(it, loss)
