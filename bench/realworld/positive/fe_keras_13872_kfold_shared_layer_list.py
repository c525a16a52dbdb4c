# source: https://github.com/keras-team/keras/issues/13872
# symptom: k-fold cross validation where create_model() wraps a list of layers passed in from outside into a new keras.Sequential for every fold; the reporter sees each fold start from the previous fold's accuracy because the same layer objects (and their weights) are reused, while every fold also adds a new model to Keras' global state
# expect: TFM009 27
# note: the fold loop in cross_validate() builds the model through a same-module builder that returns the compiled Sequential; main() repeats the cross validation per architecture, so the build is also two calls away from an outer loop (one root cause: one site)
import numpy as np
from sklearn.model_selection import StratifiedKFold
from tensorflow import keras
from tensorflow.keras import layers

ARCHITECTURES = {
    "small": [layers.Dense(16, activation="relu"), layers.Dense(1, activation="sigmoid")],
    "wide": [layers.Dense(256, activation="relu"), layers.Dropout(0.3), layers.Dense(1, activation="sigmoid")],
    "deep": [layers.Dense(64, activation="relu") for _ in range(4)] + [layers.Dense(1, activation="sigmoid")],
}


def create_model(layer_list, n_features):
    model = keras.Sequential([keras.Input(shape=(n_features,))] + layer_list)
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model


def cross_validate(x, y, arch, n_splits=5, epochs=20):
    skf = StratifiedKFold(n_splits=n_splits, shuffle=True, random_state=0)
    scores = []
    for fold, (train_idx, test_idx) in enumerate(skf.split(x, y)):
        model = create_model(ARCHITECTURES[arch], x.shape[1])
        model.fit(x[train_idx], y[train_idx], epochs=epochs, batch_size=32, verbose=0)
        _, acc = model.evaluate(x[test_idx], y[test_idx], verbose=0)
        print(f"{arch} fold {fold}: {acc:.3f}")
        scores.append(acc)
    return scores


def main():
    data = np.load("features.npz")
    x, y = data["x"], data["y"]
    for arch in ARCHITECTURES:
        scores = cross_validate(x, y, arch)
        print(arch, np.mean(scores), np.std(scores))


if __name__ == "__main__":
    main()
