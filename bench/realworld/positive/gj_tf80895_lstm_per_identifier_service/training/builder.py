import json
import os

import numpy as np
from keras.callbacks import EarlyStopping
from keras.layers import LSTM, Dense, Dropout, Input
from keras.models import Sequential
from keras.optimizers import Adam
from sklearn.preprocessing import MinMaxScaler

MODEL_DIR = os.environ.get("MODEL_DIR", "models")


def build_model(X, num_classes, units=64, lr=1e-3):
    model = Sequential()
    model.add(Input(shape=(X.shape[1], X.shape[2])))
    model.add(LSTM(units, return_sequences=True))
    model.add(Dropout(0.2))
    model.add(LSTM(units // 2))
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(optimizer=Adam(learning_rate=lr),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model


def make_windows(values, labels, window):
    xs, ys = [], []
    for end in range(window, len(values)):
        xs.append(values[end - window:end])
        ys.append(labels[end])
    return np.asarray(xs, dtype=np.float32), np.asarray(ys)


def train_for_identifier(identifier, frame, num_classes, window=6, epochs=50, batch_size=2):
    scaler = MinMaxScaler()
    values = scaler.fit_transform(frame[["f1", "f2", "f3"]].values)
    X, y = make_windows(values, frame["label"].values, window)
    model = build_model(X, num_classes)
    history = model.fit(X, y, epochs=epochs, batch_size=batch_size, verbose=0,
                        callbacks=[EarlyStopping(monitor="loss", patience=5)])
    path = os.path.join(MODEL_DIR, f"{identifier}.keras")
    model.save(path)
    with open(path + ".json", "w") as f:
        json.dump({"loss": float(history.history["loss"][-1])}, f)
    return path
