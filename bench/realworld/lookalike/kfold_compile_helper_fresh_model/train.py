import numpy as np
from sklearn.model_selection import KFold
from tensorflow import keras

from utils import compile_model

x, y = np.load("episodes_x.npy"), np.load("episodes_y.npy")
scores = []
for train_idx, val_idx in KFold(n_splits=5).split(x):
    model = keras.Sequential([keras.Input((x.shape[1],)), keras.layers.Dense(5), keras.layers.Dense(1)])
    compile_model(model)
    model.fit(x[train_idx], y[train_idx], epochs=10, verbose=0)
    scores.append(model.evaluate(x[val_idx], y[val_idx], verbose=0))
    keras.backend.clear_session()
print(np.mean(scores))
