import json
import os

import numpy as np
from tensorflow import keras
from tensorflow.keras.layers import Dense, Dropout
from tensorflow.keras.models import Sequential


def load_dataset(fe, data_dir="data_image"):
    labels = sorted(os.listdir(data_dir))
    feats, ys = [], []
    for idx, label in enumerate(labels):
        images = np.load(os.path.join(data_dir, label, "images.npy"))
        feats.append(fe.extract(images))
        ys.append(np.full(len(images), idx))
    return np.concatenate(feats), np.concatenate(ys), labels


def retrain(fe, scratch="False"):
    x, y, labels = load_dataset(fe)
    number_of_class = len(labels)
    if scratch == "True" or not os.path.exists("models/linear-v0.h5"):
        train_model = Sequential([
            Dense(256, activation="relu", input_shape=(x.shape[1],)),
            Dropout(0.3),
            Dense(number_of_class, activation="softmax"),
        ])
    else:
        train_model = keras.models.load_model("models/linear-v0.h5")
    train_model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    history = train_model.fit(x, y, validation_split=0.2, epochs=30, batch_size=64, verbose=0)
    train_model.save("models/linear-v0.h5")
    with open("Labels/labels.json", "w") as f:
        json.dump(labels, f)
    acc = history.history["val_accuracy"][-1]
    return history.history["val_loss"][-1], acc, acc
