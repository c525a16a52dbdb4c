# source: https://github.com/keras-team/keras/issues/1711
# symptom: k-fold cross validation in Keras by hand: one model per fold, built, trained and evaluated in the fold loop (the thread's pattern that later reports of growing memory per fold start from)
# expect: TFM009 41
# note: the thread's sketch with create_model() and train_and_evaluate__model(); the builder is called in the fold loop and nothing clears the session
import numpy as np
import pandas as pd
from sklearn.model_selection import StratifiedKFold
from tensorflow import keras


def load_data(path="sonar.csv"):
    frame = pd.read_csv(path, header=None)
    data = frame.iloc[:, :-1].to_numpy("float32")
    labels = (frame.iloc[:, -1] == "M").to_numpy("int32")
    return data, labels, list(frame.columns)


def create_model(n_features):
    model = keras.Sequential([
        keras.layers.Dense(60, activation="relu", input_shape=(n_features,)),
        keras.layers.Dense(30, activation="relu"),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(loss="binary_crossentropy", optimizer="adam", metrics=["accuracy"])
    return model


def train_and_evaluate_model(model, x_train, y_train, x_test, y_test):
    model.fit(x_train, y_train, epochs=100, batch_size=5, verbose=0)
    return model.evaluate(x_test, y_test, verbose=0)[1]


if __name__ == "__main__":
    n_folds = 10
    data, labels, header_info = load_data()
    skf = StratifiedKFold(n_splits=n_folds, shuffle=True, random_state=7)
    scores = []
    for i, (train, test) in enumerate(skf.split(data, labels)):
        print("Running Fold", i + 1, "/", n_folds)
        model = None  # Clearing the NN.
        model = create_model(data.shape[1])
        scores.append(train_and_evaluate_model(model, data[train], labels[train], data[test], labels[test]))
    print("accuracy: %.3f (+/- %.3f)" % (np.mean(scores), np.std(scores)))
