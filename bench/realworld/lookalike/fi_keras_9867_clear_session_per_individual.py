# source: https://github.com/keras-team/keras/issues/9867
# note: the fix from that thread: K.clear_session() between models (the reporter confirms it solved the slowdown); every individual of the genetic algorithm is still built, trained and scored, but the session is cleared first in the loop body
import random

import numpy as np
from keras import backend as K
from keras.layers import Conv2D, Dense, Flatten, MaxPooling2D
from keras.models import Sequential


def build(genes, input_shape, num_classes):
    model = Sequential()
    model.add(Conv2D(genes["filters"], (3, 3), activation="relu", input_shape=input_shape))
    model.add(MaxPooling2D((2, 2)))
    model.add(Flatten())
    model.add(Dense(genes["units"], activation="relu"))
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
    return model


def random_genes():
    return {"filters": random.choice([16, 32, 64]), "units": random.choice([64, 128, 256])}


if __name__ == "__main__":
    data = np.load("data/cohn_kanade_48x48.npz")
    x_train, y_train, x_val, y_val = data["x_train"], data["y_train"], data["x_val"], data["y_val"]
    population = [random_genes() for _ in range(20)]
    for generation in range(100):
        scores = []
        for genes in population:
            K.clear_session()
            model = build(genes, x_train.shape[1:], y_train.shape[1])
            model.fit(x_train, y_train, epochs=15, batch_size=32, verbose=0)
            scores.append(model.evaluate(x_val, y_val, verbose=0)[1])
        ranked = [g for _, g in sorted(zip(scores, population), key=lambda t: -t[0])]
        population = ranked[:5] + [random_genes() for _ in range(15)]
        print("generation", generation, "best", max(scores))
