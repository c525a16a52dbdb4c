# source: https://github.com/maxpumperla/hyperas/issues/259
# note: the answer in that thread: call clear_session() at the start of create_model(), which the search calls once per trial; here a plain grid loop stands in for hyperopt's fmin
import itertools

import numpy as np
from tensorflow.keras.backend import clear_session
from tensorflow.keras.layers import Conv2D, Dense, Flatten, Input, MaxPooling2D
from tensorflow.keras.models import Model


def create_model(x_train, y_train, x_val, y_val, filters, activation):
    clear_session()
    inputs = Input(shape=(32, 32, 1))
    x = MaxPooling2D()(Conv2D(filters, 3, activation=activation)(inputs))
    x = MaxPooling2D()(Conv2D(filters * 2, 3, activation=activation)(x))
    outputs = Dense(10, activation="softmax")(Flatten()(x))
    model = Model(inputs, outputs)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(x_train, y_train, epochs=5, batch_size=128, verbose=0)
    return model.evaluate(x_val, y_val, verbose=0)[1]


data = np.load("digits32.npz")
scores = {}
for filters, activation in itertools.product((128, 256, 384), ("relu", "sigmoid")):
    scores[(filters, activation)] = create_model(data["x_train"], data["y_train"], data["x_val"], data["y_val"],
                                                 filters, activation)
print(max(scores, key=scores.get))
