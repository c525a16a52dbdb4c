# source: https://github.com/maxpumperla/hyperas/issues/16
# symptom: tuning a mid-size network, memory rises trial after trial until the server kills the search after about 50 trials; the objective returns the trained model in its result dict, so every trial's model stays referenced by the Trials object
# expect: TFM009 26
# note: written with hyperopt directly (hyperas generates the same objective from its templates): there is no loop in the user's code, fmin calls the objective once per evaluation; the objective builds, compiles and fits a new Sequential each time, never clears the Keras session, and returns the model as the examples of that time did
from hyperopt import STATUS_OK, Trials, fmin, hp, tpe
from keras.datasets import mnist
from keras.layers import Activation, Dense, Dropout
from keras.models import Sequential
from keras.utils import to_categorical

(x_train, y_train), (x_test, y_test) = mnist.load_data()
x_train = x_train.reshape(-1, 784).astype("float32") / 255
x_test = x_test.reshape(-1, 784).astype("float32") / 255
y_train, y_test = to_categorical(y_train, 10), to_categorical(y_test, 10)

space = {
    "units1": hp.choice("units1", [256, 512, 1024]),
    "units2": hp.choice("units2", [256, 512, 1024]),
    "dropout": hp.uniform("dropout", 0.0, 0.6),
    "optimizer": hp.choice("optimizer", ["rmsprop", "adam", "sgd"]),
    "batch_size": hp.choice("batch_size", [64, 128]),
}


def objective(params):
    model = Sequential()
    model.add(Dense(params["units1"], input_shape=(784,)))
    model.add(Activation("relu"))
    model.add(Dropout(params["dropout"]))
    model.add(Dense(params["units2"]))
    model.add(Activation("relu"))
    model.add(Dropout(params["dropout"]))
    model.add(Dense(10))
    model.add(Activation("softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=params["optimizer"], metrics=["accuracy"])
    model.fit(x_train, y_train, batch_size=params["batch_size"], epochs=5, verbose=2,
              validation_data=(x_test, y_test))
    score, acc = model.evaluate(x_test, y_test, verbose=0)
    print("Test accuracy:", acc)
    return {"loss": -acc, "status": STATUS_OK, "model": model}


if __name__ == "__main__":
    trials = Trials()
    best = fmin(objective, space, algo=tpe.suggest, max_evals=200, trials=trials)
    print("best:", best, "of", len(trials.trials), "trials")
