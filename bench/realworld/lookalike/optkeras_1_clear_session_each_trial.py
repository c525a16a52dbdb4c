# source: https://github.com/Minyus/optkeras/pull/1
# note: the PR clears the TensorFlow session before every Optuna trial; the objective builds a fresh model per trial right after clear_session()
import optuna
import tensorflow as tf
from tensorflow import keras

(x_train, y_train), (x_test, y_test) = keras.datasets.mnist.load_data()
x_train, x_test = x_train.reshape(-1, 784) / 255.0, x_test.reshape(-1, 784) / 255.0


def objective(trial):
    keras.backend.clear_session()
    units = trial.suggest_int("units", 32, 512, log=True)
    dropout = trial.suggest_float("dropout", 0.0, 0.5)
    lr = trial.suggest_float("lr", 1e-4, 1e-2, log=True)
    model = keras.Sequential([
        keras.layers.Dense(units, activation="relu", input_shape=(784,)),
        keras.layers.Dropout(dropout),
        keras.layers.Dense(10, activation="softmax"),
    ])
    model.compile(optimizer=keras.optimizers.Adam(lr), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(x_train, y_train, validation_split=0.1, epochs=3, batch_size=128, verbose=0)
    return model.evaluate(x_test, y_test, verbose=0)[1]


study = optuna.create_study(direction="maximize")
study.optimize(objective, n_trials=50)
print(study.best_params)
