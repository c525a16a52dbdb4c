# source: https://scikit-learn.org/1.3/modules/generated/sklearn.model_selection.KFold.html
# note: K-fold cross-validation as the scikit-learn documentation describes it: a fresh estimator is fitted on each training split and predicts its test split; the "model built per fold" here is a scikit-learn pipeline (StandardScaler + MLPClassifier), not a Keras model, so there is no TensorFlow graph or session state to clear
import numpy as np
from sklearn.datasets import load_breast_cancer
from sklearn.metrics import f1_score
from sklearn.model_selection import KFold
from sklearn.neural_network import MLPClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
kf = KFold(n_splits=10, shuffle=True, random_state=0)


def build_model(hidden=(64, 32), alpha=1e-4):
    return make_pipeline(StandardScaler(),
                         MLPClassifier(hidden_layer_sizes=hidden, alpha=alpha, max_iter=500, random_state=0))


scores = []
for fold, (train_idx, test_idx) in enumerate(kf.split(X)):
    model = build_model()
    model.fit(X[train_idx], y[train_idx])
    pred = model.predict(X[test_idx])
    scores.append(f1_score(y[test_idx], pred))
    print(f"fold {fold}: F1 {scores[-1]:.4f}")

print(f"mean F1 {np.mean(scores):.4f} +/- {np.std(scores):.4f}")
