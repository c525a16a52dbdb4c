# source: https://dev-lib.ru/info/15881461/what-do-i-need-kclearsession-and-del-model-for-keras-with-tensorflow-gpu
# note: correct per the answer: when models are created in succession (cross-validation here), K.clear_session() at the start of each fold removes the nodes left by the previous model before the next one is built, so the graph does not accumulate
import numpy as np
from keras import backend as K
from keras.layers import Dense, Dropout
from keras.models import Sequential
from sklearn.model_selection import KFold


def build(n_features):
    model = Sequential()
    model.add(Dense(64, activation="relu", input_dim=n_features))
    model.add(Dropout(0.2))
    model.add(Dense(1, activation="sigmoid"))
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model


def cross_validate(x, y, n_splits=10):
    scores = []
    for train_idx, test_idx in KFold(n_splits=n_splits, shuffle=True, random_state=1).split(x):
        K.clear_session()
        model = build(x.shape[1])
        model.fit(x[train_idx], y[train_idx], epochs=20, batch_size=32, verbose=0)
        scores.append(model.evaluate(x[test_idx], y[test_idx], verbose=0)[1])
        del model
    return float(np.mean(scores))
