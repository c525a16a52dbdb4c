# source: https://github.com/optuna/optuna/issues/1178
# symptom: the process grows by about 1 GB per trial and is killed after 15 trials on a 16 GB machine; every trial's Keras model stays in memory
# expect: TFM009 24
# note: there is no loop in the user's code: study.optimize calls objective() once per trial; the objective builds, compiles and fits a new Sequential model each time and never calls clear_session
import argparse

import optuna
import tensorflow as tf
from sklearn.datasets import make_classification
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import MinMaxScaler

parser = argparse.ArgumentParser()
parser.add_argument("--trials", type=int, default=100)
parser.add_argument("--features", type=int, default=100)
args = parser.parse_args()

x, y = make_classification(n_samples=20000, n_features=args.features, n_informative=30, random_state=0)
x = MinMaxScaler().fit_transform(x)
x_train, x_test, y_train, y_test = train_test_split(x, y, test_size=0.2, random_state=0)


def objective(trial):
    model = tf.keras.models.Sequential()
    model.add(tf.keras.layers.InputLayer(input_shape=(args.features,)))
    for i in range(trial.suggest_int("layers", 1, 3)):
        model.add(tf.keras.layers.Dense(trial.suggest_int(f"units_{i}", 16, 512, log=True), activation="relu"))
    model.add(tf.keras.layers.Dense(1, activation="sigmoid"))
    model.compile(optimizer=trial.suggest_categorical("optimizer", ["adam", "sgd"]), loss="binary_crossentropy")
    callbacks = [
        tf.keras.callbacks.EarlyStopping(patience=1),
        tf.keras.callbacks.ReduceLROnPlateau(),
    ]
    model.fit(x_train, y_train, validation_split=0.2, epochs=10, batch_size=64, callbacks=callbacks, verbose=0)
    return model.evaluate(x_test, y_test, verbose=0)


if __name__ == "__main__":
    study = optuna.create_study(direction="minimize")
    study.optimize(objective, n_trials=args.trials)
    print(study.best_params)
