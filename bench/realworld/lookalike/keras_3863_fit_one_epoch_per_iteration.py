# source: https://github.com/keras-team/keras/issues/3863
# note: the advice in that thread: train one epoch per iteration of a Python loop and collect garbage between epochs; the model is built and compiled once, before the loop, so nothing is rebuilt or recompiled per iteration
import gc

import numpy as np
from keras.layers import LSTM, Dense, Embedding
from keras.models import Sequential
from keras.preprocessing.sequence import pad_sequences

data = np.load("reviews.npz", allow_pickle=True)
x = pad_sequences(data["x"], maxlen=200)
y = data["y"]

model = Sequential([Embedding(20000, 128, input_length=200), LSTM(128), Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])

best = 0.0
for epoch in range(30):
    history = model.fit(x, y, batch_size=64, epochs=1, validation_split=0.1, verbose=2)
    val_acc = history.history["val_accuracy"][-1]
    if val_acc > best:
        best = val_acc
        model.save_weights("best.h5")
    gc.collect()
