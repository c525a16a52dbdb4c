# source: https://github.com/adriangb/scikeras/issues/257
# note: GridSearchCV over a scikeras KerasClassifier; the thread's "triggered tf.function retracing" warnings come from the search passing inputs of different lengths, which the maintainer explains is expected and harmless. The user code has no loop of its own: the model factory is called by the wrapper, and predict runs inside scikit-learn's scoring.
import numpy as np
from scikeras.wrappers import KerasClassifier
from sklearn.datasets import make_classification
from sklearn.model_selection import GridSearchCV, train_test_split
from tensorflow import keras


def get_model(hidden_layer_dim, meta):
    n_in, n_out = meta["n_features_in_"], meta["n_classes_"]
    model = keras.Sequential([
        keras.Input(shape=(n_in,)),
        keras.layers.Dense(hidden_layer_dim, activation="relu"),
        keras.layers.Dense(hidden_layer_dim, activation="relu"),
        keras.layers.Dense(n_out, activation="softmax"),
    ])
    return model


def run_search():
    X, y = make_classification(n_samples=3000, n_features=20, n_informative=12, n_classes=3, random_state=1)
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.2, random_state=1)
    clf = KerasClassifier(model=get_model, hidden_layer_dim=32, loss="sparse_categorical_crossentropy",
                          optimizer="adam", epochs=20, batch_size=64, verbose=0)
    grid = GridSearchCV(
        clf,
        param_grid={"hidden_layer_dim": [16, 32, 64], "optimizer__learning_rate": [1e-3, 3e-3]},
        cv=3,
        n_jobs=1,
    )
    grid.fit(X_tr, y_tr)
    print(grid.best_params_, grid.best_score_)
    print("held-out accuracy", grid.score(X_te, y_te))


if __name__ == "__main__":
    run_search()
