# source: https://github.com/scikit-learn/scikit-learn/issues/9927
# note: the same wrapper workflow as the report, run in a single process (n_jobs=1), the common way around the n_jobs=-1 hang it describes: the build function is handed to KerasClassifier and scikit-learn drives the folds; there is no model construction, compile or predict inside a loop of this file.
import numpy as np
import pandas as pd
from scikeras.wrappers import KerasClassifier
from sklearn.model_selection import StratifiedKFold, cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from tensorflow import keras


def build_classifier(meta):
    n_features = meta["n_features_in_"]
    model = keras.Sequential([
        keras.Input(shape=(n_features,)),
        keras.layers.Dense(6, activation="relu", kernel_initializer="uniform"),
        keras.layers.Dense(6, activation="relu", kernel_initializer="uniform"),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model


def main(csv_path="churn_modelling.csv"):
    df = pd.read_csv(csv_path)
    X = pd.get_dummies(df.iloc[:, 3:13], drop_first=True).to_numpy(dtype="float32")
    y = df["Exited"].to_numpy()
    clf = make_pipeline(StandardScaler(),
                        KerasClassifier(model=build_classifier, epochs=50, batch_size=10, verbose=0))
    cv = StratifiedKFold(n_splits=10, shuffle=True, random_state=0)
    scores = cross_val_score(clf, X, y, cv=cv, n_jobs=1)
    print(f"accuracy {np.mean(scores):.4f} +/- {np.std(scores):.4f}")


if __name__ == "__main__":
    main()
