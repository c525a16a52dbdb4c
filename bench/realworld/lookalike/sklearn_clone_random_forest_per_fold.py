# source: https://scikit-learn.org/stable/modules/generated/sklearn.base.clone.html
# note: clone() of a scikit-learn RandomForestClassifier per fold; the only Keras model is loaded once, before the loop
import numpy as np
from sklearn.base import clone
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import StratifiedKFold
from tensorflow import keras

encoder = keras.models.load_model("encoder.keras")
X = encoder.predict(np.load("signals.npy"), batch_size=512)
y = np.load("labels.npy")

template = RandomForestClassifier(n_estimators=300, n_jobs=-1)
accuracies = []
for train_idx, test_idx in StratifiedKFold(n_splits=5).split(X, y):
    forest = clone(template)
    forest.fit(X[train_idx], y[train_idx])
    accuracies.append(forest.score(X[test_idx], y[test_idx]))
print(np.mean(accuracies))
