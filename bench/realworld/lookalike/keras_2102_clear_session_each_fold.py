# source: https://github.com/keras-team/keras/issues/2102
# note: fchollet's advice in that thread: call K.clear_session() when models are created in a loop; it is the first statement of each fold here
import numpy as np
from keras import backend as K
from keras.layers import Dense, Dropout
from keras.models import Sequential
from sklearn.model_selection import KFold


def create_model(n_features):
    model = Sequential()
    model.add(Dense(128, activation="relu", input_dim=n_features))
    model.add(Dropout(0.2))
    model.add(Dense(1, activation="sigmoid"))
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model


X, y = np.load("X.npy"), np.load("y.npy")
accs = []
for train, test in KFold(n_splits=10, shuffle=True).split(X):
    K.clear_session()
    model = create_model(X.shape[1])
    model.fit(X[train], y[train], epochs=15, batch_size=64, verbose=0)
    accs.append(model.evaluate(X[test], y[test], verbose=0)[1])
print(np.mean(accs))
