# source: https://github.com/keras-team/keras/issues/85
# note: the maintainer's first answer: pad the variable-length sequences to one length, let a Masking layer ignore the padding, and train with a single fit() call; every batch has the same shape, so nothing is retraced per sequence
import numpy as np
from tensorflow import keras
from tensorflow.keras import layers
from tensorflow.keras.preprocessing.sequence import pad_sequences

MAXLEN = 80
N_FEATURES = 6

raw = np.load("variable_length.npy", allow_pickle=True)
labels = np.load("labels.npy")

x = pad_sequences(raw, maxlen=MAXLEN, dtype="float32", padding="post", value=0.0)

model = keras.Sequential([
    layers.Masking(mask_value=0.0, input_shape=(MAXLEN, N_FEATURES)),
    layers.LSTM(64),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, labels, batch_size=32, epochs=15, validation_split=0.1)
