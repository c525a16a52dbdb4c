# source: https://github.com/optuna/optuna/pull/489
# note: look-alike, the fixed form asked for in the review of Optuna's Keras example: the objective builds, compiles and fits a new model for every trial, but it starts with keras.backend.clear_session() ("Clear clutter from previous session graphs"), which the reviewer added after running out of memory without it; the training data is also truncated as the review asked
import keras
import optuna
from keras.datasets import mnist
from keras.layers import Conv2D, Dense, Flatten
from keras.models import Sequential
from keras.optimizers import Adam

N_TRAIN_EXAMPLES = 3000
N_TEST_EXAMPLES = 1000
BATCHSIZE = 128
CLASSES = 10
EPOCHS = 10


def objective(trial):
    keras.backend.clear_session()

    (x_train, y_train), (x_test, y_test) = mnist.load_data()
    x_train = x_train.reshape(60000, 28, 28, 1)[:N_TRAIN_EXAMPLES].astype("float32") / 255
    x_test = x_test.reshape(10000, 28, 28, 1)[:N_TEST_EXAMPLES].astype("float32") / 255
    y_train = keras.utils.to_categorical(y_train[:N_TRAIN_EXAMPLES], CLASSES)
    y_test = keras.utils.to_categorical(y_test[:N_TEST_EXAMPLES], CLASSES)

    model = Sequential()
    model.add(Conv2D(filters=trial.suggest_categorical("filters", [32, 64]),
                     kernel_size=trial.suggest_categorical("kernel_size", [3, 5]),
                     strides=trial.suggest_categorical("strides", [1, 2]),
                     activation=trial.suggest_categorical("activation", ["relu", "linear"]),
                     input_shape=(28, 28, 1)))
    model.add(Flatten())
    model.add(Dense(CLASSES, activation="softmax"))
    lr = trial.suggest_float("lr", 1e-5, 1e-1, log=True)
    model.compile(loss="categorical_crossentropy", optimizer=Adam(learning_rate=lr), metrics=["accuracy"])
    model.fit(x_train, y_train, validation_data=(x_test, y_test), shuffle=True, batch_size=BATCHSIZE,
              epochs=EPOCHS, verbose=False)
    score = model.evaluate(x_test, y_test, verbose=0)
    return score[1]


if __name__ == "__main__":
    study = optuna.create_study(direction="maximize")
    study.optimize(objective, n_trials=100)
    print("Best trial:", study.best_trial.params)
